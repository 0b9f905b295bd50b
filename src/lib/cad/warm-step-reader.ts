import type { Occt } from './parse.ts';

/**
 * The smallest STEP file that takes OpenCascade's reader through a whole transfer: one product
 * whose shape is only its placement, in millimetres. Written for this purpose, so the first real
 * file is read by a reader already started.
 */
const WARM_UP_STEP = `ISO-10303-21;
HEADER;
FILE_DESCRIPTION((''),'2;1');
FILE_NAME('warm-up','',(''),(''),'','','');
FILE_SCHEMA(('AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }'));
ENDSEC;
DATA;
#1=APPLICATION_CONTEXT('core data for automotive mechanical design processes');
#2=APPLICATION_PROTOCOL_DEFINITION('international standard','automotive_design',2000,#1);
#3=PRODUCT_CONTEXT('',#1,'mechanical');
#4=PRODUCT('warm-up','warm-up','',(#3));
#5=PRODUCT_DEFINITION_FORMATION('','',#4);
#6=PRODUCT_DEFINITION_CONTEXT('part definition',#1,'design');
#7=PRODUCT_DEFINITION('design','',#5,#6);
#8=PRODUCT_DEFINITION_SHAPE('','',#7);
#9=CARTESIAN_POINT('',(0.,0.,0.));
#10=DIRECTION('',(0.,0.,1.));
#11=DIRECTION('',(1.,0.,0.));
#12=AXIS2_PLACEMENT_3D('',#9,#10,#11);
#13=(LENGTH_UNIT()NAMED_UNIT(*)SI_UNIT(.MILLI.,.METRE.));
#14=(NAMED_UNIT(*)PLANE_ANGLE_UNIT()SI_UNIT($,.RADIAN.));
#15=(NAMED_UNIT(*)SI_UNIT($,.STERADIAN.)SOLID_ANGLE_UNIT());
#16=UNCERTAINTY_MEASURE_WITH_UNIT(LENGTH_MEASURE(1.E-07),#13,'distance_accuracy_value','');
#17=(GEOMETRIC_REPRESENTATION_CONTEXT(3)GLOBAL_UNCERTAINTY_ASSIGNED_CONTEXT((#16))GLOBAL_UNIT_ASSIGNED_CONTEXT((#13,#14,#15))REPRESENTATION_CONTEXT('',''));
#18=SHAPE_REPRESENTATION('',(#12),#17);
#19=SHAPE_DEFINITION_REPRESENTATION(#8,#18);
ENDSEC;
END-ISO-10303-21;
`;

/**
 * Starts OpenCascade's STEP reader on a file of nothing: its first read of a session sets up the
 * STEP schema and the transfer, about 400 ms on our 2-core machines (`node`, a 10 mm cube: 529 ms
 * first, 57 ms after). Run while the visitor is still choosing, the first model they choose does
 * not pay it. True when the reader took the file.
 */
export function warmStepReader(occt: Occt): boolean {
  try {
    return occt.ReadStepFile(new TextEncoder().encode(WARM_UP_STEP), { linearUnit: 'millimeter' }).success;
  } catch {
    return false;
  }
}
