import { describe, expect, it } from 'vitest';
import { namesLeft } from '@/testing/identifying-text';
import { bytesOf, dataSection, latin1, step, STEP_DATA } from '@/testing/step-sample';
import { neutralCopy } from './index.ts';

/*
 * The strings of a STEP file's DATA section: the copy keeps '' and the fixed words readers look up,
 * and nothing else anyone typed or an exporter wrote, wherever it is.
 */

const NAMES = ['ACME', 'Acme', 'Priya', 'Shah', 'PN4471'];

describe('neutral copies of STEP files', () => {
  it('blank every other string in the DATA section: user-defined attributes, shape and property names, typed values', async () => {
    const named = [
      "#11=DESCRIPTIVE_REPRESENTATION_ITEM('Company','ACME Aero Structures Ltd');",
      "#12=DESCRIPTIVE_REPRESENTATION_ITEM('DrawnBy','j.doe@acme-aero.example');",
      "#13=REPRESENTATION('ACME attributes',(#11,#12),#7);",
      "#14=PROPERTY_DEFINITION('Priya Shah','PN4471 notes',#6);",
      "#15=PRODUCT_DEFINITION_FORMATION('B','ACME rev B',#6);",
      "#16=(GENERAL_PROPERTY('ACME','Owner',$)NAME_ATTRIBUTE('Priya \\X2\\00E9\\X0\\ Shah',#14));",
      '#17=APPLIED_PERSON_AND_ORGANIZATION_ASSIGNMENT(#18,#19,(#6));',
      "#18=ID_ATTRIBUTE('PN4471',#14);",
      "#19=DESCRIPTION_ATTRIBUTE('Acme ''internal''',#14);",
      "#20=SHAPE_REPRESENTATION('ACME-Aero bracket',(#4),#7);",
      "#21=MEASURE_REPRESENTATION_ITEM('Priya',DESCRIPTIVE_MEASURE('ACME'),#22);",
    ].join('\r\n');
    const data = STEP_DATA.replace('ENDSEC;', `${named}\r\nENDSEC;`);
    const original = step(data);
    const names = [...NAMES, 'Company', 'DrawnBy', 'j.doe', 'acme-aero', 'Structures', 'Owner', 'internal', '00E9'];
    expect(namesLeft(original, names)).not.toEqual([]);
    const copy = await neutralCopy(original, 'step');
    expect(namesLeft(copy.bytes, names)).toEqual([]);
    expect(dataSection(copy.bytes)).toBe(
      dataSection(step(STEP_DATA)).replace(
        'ENDSEC;',
        [
          "#11=DESCRIPTIVE_REPRESENTATION_ITEM('','');",
          "#12=DESCRIPTIVE_REPRESENTATION_ITEM('','');",
          "#13=REPRESENTATION('',(#11,#12),#7);",
          "#14=PROPERTY_DEFINITION('','',#6);",
          "#15=PRODUCT_DEFINITION_FORMATION('version','',#6);",
          "#16=(GENERAL_PROPERTY('','',$)NAME_ATTRIBUTE('',#14));",
          '#17=APPLIED_PERSON_AND_ORGANIZATION_ASSIGNMENT(#18,#19,(#6));',
          "#18=ID_ATTRIBUTE('',#14);",
          "#19=DESCRIPTION_ATTRIBUTE('',#14);",
          "#20=SHAPE_REPRESENTATION('',(#4),#7);",
          "#21=MEASURE_REPRESENTATION_ITEM('',DESCRIPTIVE_MEASURE(''),#22);",
          'ENDSEC;',
        ].join('\r\n'),
      ),
    );
    expect(copy.notes).toEqual([]);
    expect(copy.review).toBe(false);
    expect(copy.removed).toEqual(
      expect.arrayContaining(['STEP DESCRIPTIVE_REPRESENTATION_ITEM strings', 'STEP SHAPE_REPRESENTATION strings']),
    );
  });

  it('keep the fixed words readers look up: units, colours, categories, contexts, the model uncertainty', async () => {
    const fixed = [
      "#30=(CONVERSION_BASED_UNIT('INCH',#31)LENGTH_UNIT()NAMED_UNIT(*));",
      "#32=UNCERTAINTY_MEASURE_WITH_UNIT(LENGTH_MEASURE(1.E-07),#30,'distance_accuracy_value','ACME tolerance');",
      "#33=DRAUGHTING_PRE_DEFINED_COLOUR('red');",
      "#34=PRODUCT_CATEGORY('part','');",
      "#35=PRODUCT_CONTEXT('ACME',#36,'mechanical');",
      "#36=APPLICATION_CONTEXT('automotive_design');",
      "#37=DRAUGHTING_PRE_DEFINED_COLOUR('ACME red');",
      "#38=COLOUR_RGB('red',1.,0.,0.);",
    ];
    const data = STEP_DATA.replace('ENDSEC;', `${fixed.join('\r\n')}\r\nENDSEC;`);
    const copy = await neutralCopy(step(data), 'step');
    expect(dataSection(copy.bytes)).toContain(
      [
        ...fixed.slice(0, 2).map((line) => line.replace("'ACME tolerance'", "''")),
        ...fixed.slice(2, 4),
        "#35=PRODUCT_CONTEXT('',#36,'mechanical');",
        fixed[5],
        "#37=DRAUGHTING_PRE_DEFINED_COLOUR('');",
        "#38=COLOUR_RGB('',1.,0.,0.);",
      ].join('\r\n'),
    );
    expect(copy.review).toBe(false);
  });

  it('drop text after END-ISO-10303-21 and other header entities, and blank a time stamp that is not one', async () => {
    const text = latin1(step())
      .replace("'2026-11-01T10:00:00'", "'ACME Aero Ltd'")
      .replace("'2;1'", "'ACME'")
      .replace('ENDSEC;\r\nDATA;', "FILE_POPULATION('ACME','Priya',$);\r\nENDSEC;\r\nDATA;");
    const copy = await neutralCopy(bytesOf(`${text}Sent by Priya Shah, ACME Aero Ltd\r\n`), 'step');
    expect(namesLeft(copy.bytes, NAMES)).toEqual([]);
    expect(latin1(copy.bytes)).toContain("FILE_DESCRIPTION((''),'2;1');\r\nFILE_NAME('','',");
    expect(latin1(copy.bytes).endsWith('END-ISO-10303-21;\r\n')).toBe(true);
    expect(copy.removed).toEqual(
      expect.arrayContaining(['STEP header entity FILE_POPULATION', 'STEP text after END-ISO-10303-21']),
    );
    expect(copy.review).toBe(false);
  });

  it.each([
    [
      'a binary literal',
      STEP_DATA.replace('ENDSEC;', '#40=DESCRIPTIVE_REPRESENTATION_ITEM(\'\',"0414345");\r\nENDSEC;'),
    ],
    ['a user-defined entity', STEP_DATA.replace('ENDSEC;', "#40=!ACME_AERO_DATA('Priya',#1);\r\nENDSEC;")],
  ])('send the copy to the team when the DATA section holds %s', async (_, data) => {
    const copy = await neutralCopy(step(data), 'step');
    expect(copy.review).toBe(true);
    expect(copy.notes).toHaveLength(1);
    expect(latin1(copy.bytes)).not.toContain('Priya');
  });

  it('send the copy to the team when FILE_SCHEMA names a schema not known here', async () => {
    const copy = await neutralCopy(bytesOf(latin1(step()).replace('AUTOMOTIVE_DESIGN', 'ACME_DESIGN')), 'step');
    expect(copy.review).toBe(true);
    expect(copy.notes).toEqual(['the STEP FILE_SCHEMA names a schema not known here, kept as it is']);
  });

  it.each([
    ['a statement that is not an entity instance', 'Drawn by Priya Shah;'],
    ['characters STEP does not use outside strings', "#40=PLANE('',#4) priya@acme.example;"],
  ])('copy the file unchanged for the team when it holds %s', async (_, line) => {
    const original = step(STEP_DATA.replace('ENDSEC;', `${line}\r\nENDSEC;`));
    const copy = await neutralCopy(original, 'step');
    expect(copy.bytes).toEqual(original);
    expect(copy.review).toBe(true);
  });
});
