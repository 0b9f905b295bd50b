import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Occt } from '@/lib/cad/parse';
import { namesLeft } from '@/testing/identifying-text';
import { neutralCopy } from './index.ts';

/*
 * OpenCascade's own samples, with names written into the places CAD systems put them: the neutral
 * copy holds none of the names, goes out without review, and OpenCascade reads it to exactly the
 * same meshes as the original.
 */

const require = createRequire(import.meta.url);
const testFiles = new URL('../../../../node_modules/occt-import-js/test/testfiles/', import.meta.url);
const sample = (path: string) => readFileSync(new URL(path, testFiles)).toString('latin1');
const bytesOf = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

const NAMES = ['ACME', 'Acme', 'Priya', 'Shah', 'PN4471', 'Bracket', 'Harrow', 'SECRET'];

let occt: Occt;
beforeAll(async () => {
  occt = (await (require('occt-import-js') as () => Promise<unknown>)()) as Occt;
});

type Mesh = { attributes: { position: { array: ArrayLike<number> } }; index?: { array: ArrayLike<number> } };

/** What OpenCascade reads: each mesh's vertex and triangle counts, and the bounding box. */
function meshes(kind: 'step' | 'iges', bytes: Uint8Array) {
  const read = kind === 'step' ? occt.ReadStepFile : occt.ReadIgesFile;
  const result = read(bytes, { linearUnit: 'millimeter' }) as unknown as { success: boolean; meshes: Mesh[] };
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  const counts = result.meshes.map((mesh) => {
    const position = Array.from(mesh.attributes.position.array);
    position.forEach((v, i) => {
      min[i % 3] = Math.min(min[i % 3] ?? Infinity, v);
      max[i % 3] = Math.max(max[i % 3] ?? -Infinity, v);
    });
    return { vertices: position.length / 3, triangles: (mesh.index?.array.length ?? 0) / 3 };
  });
  return { success: result.success, counts, box: { min, max } };
}

/** AP203/AP214 management data as exporters write it, before the DATA section's ENDSEC. */
const MANAGEMENT = [
  "#900001=PERSON('psha','Shah','Priya',('R.'),('Dr.'),$);",
  "#900002=ORGANIZATION('ACME','ACME Aero Ltd','Makers of the PN4471 Bracket');",
  '#900003=PERSON_AND_ORGANIZATION(#900001,#900002);',
  "#900004=PERSONAL_ADDRESS('Unit 4','12','Harrow Road',$,'Harrow',$,'HA1 1AA','UK',$,$,'priya.shah@acme.example',$,(#900001),'Priya''s desk');",
  "#900005=ORGANIZATIONAL_ADDRESS($,$,'Harrow Road',$,'Harrow',$,$,$,$,$,$,$,(#900002),'ACME head office');",
  "#900006=APPROVAL_STATUS('approved');",
  "#900007=APPROVAL(#900006,'Released by Priya Shah');",
  "#900008=SECURITY_CLASSIFICATION_LEVEL('confidential');",
  "#900009=SECURITY_CLASSIFICATION('ACME SECRET','ACME ''internal'' use',#900008);",
  "#900010=DOCUMENT_TYPE('drawing');",
  "#900011=DOCUMENT('ACME-DWG-PN4471','PN4471 Bracket drawing','by Priya \\X2\\00E9\\X0\\ Shah',#900010);",
  "#900012=DOCUMENT_FILE('ACME-Aero_PN4471_RevB.pdf','',$,#900010,'ACME-Aero_PN4471_RevB.pdf',$);",
  // A string running over two lines, and a complex instance holding a person.
  "#900013=ORGANIZATION('ACME-2','ACME Aero\r\nLtd, Harrow','');",
  "#900014=(CHARACTERIZED_OBJECT('Priya Shah','ACME')PERSON('psha2','Shah',$,$,$,$));",
  '#900015=CALENDAR_DATE(2026,1,11);',
  // User-defined attributes, as some exporters write the file's properties.
  "#900016=DESCRIPTIVE_REPRESENTATION_ITEM('Company','ACME Aero Structures Ltd');",
  "#900017=DESCRIPTIVE_REPRESENTATION_ITEM('DrawnBy','priya.shah@acme.example');",
  "#900018=PROPERTY_DEFINITION('Owner','Priya Shah',#900001);",
].join('\r\n');

const withManagement = (text: string) => {
  const end = text.lastIndexOf('ENDSEC;');
  return `${text.slice(0, end)}${MANAGEMENT}\r\n${text.slice(end)}`;
};

const STEP_SAMPLES: [string, (text: string) => string][] = [
  // Autodesk Inventor: the part, its definition and its category named after the file, the shape too.
  [
    'cube-10x10mm/Cube 10x10.stp',
    (t) =>
      withManagement(
        t
          .replaceAll('Cube 10x10', 'ACME-Aero_PN4471_RevB')
          .replace("SHAPE_REPRESENTATION('',", "SHAPE_REPRESENTATION('ACME-Aero bracket',"),
      ),
  ],
  // An assembly: two products and the occurrence of one in the other.
  [
    'cube-units/cube-mm.step',
    (t) =>
      withManagement(
        t
          .replace("PRODUCT('Part','Part',''", "PRODUCT('ACME-Aero_PN4471','ACME Aero Bracket','for ACME'")
          .replace("PRODUCT('Cube','Cube',''", "PRODUCT('PN4471-1','Cube','Bracket for ACME'")
          .replace(
            "NEXT_ASSEMBLY_USAGE_OCCURRENCE('1','Cube',''",
            "NEXT_ASSEMBLY_USAGE_OCCURRENCE('1','PN4471-1','ACME'",
          )
          .replace("PRODUCT_DEFINITION_FORMATION('','',", "PRODUCT_DEFINITION_FORMATION('','ACME rev B',"),
      ),
  ],
  // AP203 with complex instances: the assembly's products renamed after the buyer.
  [
    'cax-if/as1-tu-203.stp',
    (t) =>
      withManagement(
        t.replace(/PRODUCT\('([a-z0-9-]+)','([a-z0-9-]+)',\$/g, "PRODUCT('ACME-$1','PN4471 $2','Bracket'"),
      ),
  ],
];

describe('neutral copies that OpenCascade reads as it reads the originals', () => {
  it.each(STEP_SAMPLES)('STEP %s', async (path, named) => {
    const original = bytesOf(named(sample(path)));
    expect(namesLeft(original, NAMES)).not.toEqual([]);
    const copy = await neutralCopy(original, 'step');
    expect(namesLeft(copy.bytes, NAMES)).toEqual([]);
    expect(copy.notes).toEqual([]);
    expect(copy.review).toBe(false);
    expect(copy.removed).toEqual(expect.arrayContaining(['STEP PRODUCT strings', 'STEP PERSON strings']));
    expect(copy.removed.join(' ')).not.toMatch(/ACME|PN4471/);
    const read = meshes('step', original);
    expect(read.success).toBe(true);
    expect(read.counts.length).toBeGreaterThan(0);
    expect(meshes('step', copy.bytes)).toEqual(read);
  });

  it('STEP: product names repeated in contexts and validation properties are blanked there too', async () => {
    // As the CAx-IF file has it: category relationships, representation contexts and validation
    // properties ("volume of shape rep #2126 - as1") repeat the product names.
    const original = bytesOf(sample('cax-if/as1-tu-203.stp'));
    const products = ['as1', 'l-bracket', 'nut-bolt-assembly', 'rod-assembly', 'plate'];
    expect(namesLeft(original, products)).not.toEqual([]);
    const copy = await neutralCopy(original, 'step');
    expect(namesLeft(copy.bytes, products)).toEqual([]);
    expect(copy.notes).toEqual([]);
    expect(copy.review).toBe(false);
    expect(meshes('step', copy.bytes)).toEqual(meshes('step', original));
  });

  /** Inventor's IGES cube, its Global names, entity labels, Name property and a comment the buyer's. */
  const namedIges = () => {
    const lines = sample('cube-10x10mm/Cube 10x10.igs').split('\r\n');
    const label = (n: number, text: string, subscript: string) => {
      const at = lines.findIndex((line) => line[72] === 'D' && Number(line.slice(73)) === n);
      const line = lines[at] ?? '';
      lines[at] = line.slice(0, 56) + text.padStart(8) + subscript.padStart(8) + line.slice(72);
    };
    label(2, 'PN4471', '4471');
    label(4, 'ACME', '0');
    lines.forEach((line, i) => {
      if (line.startsWith('406,1,6HSolid1;')) {
        lines[i] = `${'406,1,6HPN4471; Priya Shah'.padEnd(64)}${line.slice(64)}`;
      }
    });
    return lines.join('\r\n').replace('10HCube 10x10', '10HACMEPN4471').replace('13HBest Computer', '13HACME Aero Ltd');
  };

  it('IGES: labels, subscripts, Name properties and comments blanked in place', async () => {
    const original = bytesOf(namedIges());
    expect(namesLeft(original, NAMES)).not.toEqual([]);
    const copy = await neutralCopy(original, 'igs');
    expect(namesLeft(copy.bytes, NAMES)).toEqual([]);
    expect(copy.review).toBe(false);
    expect(copy.removed).toEqual(
      expect.arrayContaining([
        'IGES directory entity labels',
        'IGES directory entity subscripts',
        'IGES parameter data comments',
        'IGES name properties (406 form 15)',
      ]),
    );
    const records = Buffer.from(copy.bytes).toString('latin1').trimEnd().split('\r\n');
    expect(records.every((line) => line.length === 80)).toBe(true);
    const original80 = namedIges().trimEnd().split('\r\n');
    const section = (all: string[], letter: string) => all.filter((line) => line[72] === letter);
    // Every Directory and Parameter record keeps its place, pointers and sequence number.
    for (const letter of ['D', 'P']) {
      expect(section(records, letter).map((line) => line.slice(72))).toEqual(
        section(original80, letter).map((line) => line.slice(72)),
      );
    }
    expect(section(records, 'P').find((line) => line.startsWith('406,'))).toBe(
      `${'406,1,6H      ;'.padEnd(64)}      69P     63`,
    );
    const read = meshes('iges', original);
    expect(read.success).toBe(true);
    expect(meshes('iges', copy.bytes)).toEqual(read);
  });

  it('IGES: text in an entity it cannot classify is kept, and the copy goes to the team', async () => {
    const original = bytesOf(namedIges().replace('314,0.,0.,0.,;          ', '314,0.,0.,0.,8HACMEBlue;'));
    const copy = await neutralCopy(original, 'igs');
    expect(copy.review).toBe(true);
    expect(copy.notes).toEqual(['IGES Parameter Data keeps text the copy cannot classify, in entities of type 314']);
    expect(meshes('iges', copy.bytes)).toEqual(meshes('iges', original));
  });
});
