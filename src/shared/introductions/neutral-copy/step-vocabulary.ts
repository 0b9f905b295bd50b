/*
 * What the STEP copy may keep of the DATA section's strings. Every string is free text a person or
 * their CAD system chose, so the copy keeps a string only when it is '' or, in the entity listed
 * here, one of that entity's fixed words (a unit, a colour, a product category): a fixed word names
 * nobody, and readers look some of them up (a unit's or a predefined colour's name, the uncertainty
 * OpenCascade takes as the model's precision). Any other string becomes '', or, where the entity is
 * one whose id or name readers show (a product, a person), a neutral word from RULES.
 */

export type Rule = {
  /** The neutral word for the attributes in `labels`. */
  word: string;
  /** 0-based attributes that are ids or names: they get the word; other strings get ''. */
  labels: readonly number[];
  /** Number the word (`part-2`) from the entity's second instance on, to keep ids distinct. */
  distinct: boolean;
};

const product: Rule = { word: 'part', labels: [0, 1], distinct: true };
const version: Rule = { word: 'version', labels: [0], distinct: true };
const document: Rule = { word: 'document', labels: [0, 1], distinct: true };

/** Entities whose ids and names a reader shows: a changed one gets a neutral word, not ''. */
export const RULES: ReadonlyMap<string, Rule> = new Map([
  ['PRODUCT', product],
  ['PRODUCT_DEFINITION_FORMATION', version],
  ['PRODUCT_DEFINITION_FORMATION_WITH_SPECIFIED_SOURCE', version],
  ['PRODUCT_DEFINITION', { word: 'design', labels: [0], distinct: true }],
  ['PRODUCT_RELATED_PRODUCT_CATEGORY', { word: 'part', labels: [0], distinct: false }],
  ['NEXT_ASSEMBLY_USAGE_OCCURRENCE', { word: 'occurrence', labels: [0, 1], distinct: true }],
  ['PERSON', { word: 'person', labels: [0], distinct: true }],
  ['ORGANIZATION', { word: 'organization', labels: [0, 1], distinct: true }],
  ['DOCUMENT', document],
  ['DOCUMENT_FILE', document],
]);

/** AP214 product category names, which say what a product is and name nobody. */
const CATEGORIES = [
  'part',
  'assembly',
  'detail',
  'inseparable_assembly',
  'standard_part',
  'tool',
  'raw_material',
  'mechanical',
  'electrical',
];

const UNITS = ['inch', 'foot', 'yard', 'mile', 'mil', 'micro inch', 'degree', 'radian', 'grad', 'pound', 'ounce'];

const COLOURS = ['black', 'red', 'green', 'blue', 'yellow', 'magenta', 'cyan', 'white'];

const CURVE_FONTS = ['continuous', 'chain', 'chain double dash', 'dashed', 'dotted'];

const MARKERS = ['dot', 'x', 'plus', 'asterisk', 'ring', 'square', 'triangle'];

const CONTEXTS = [
  'automotive_design',
  'config_control_design',
  'configuration_control_3d_design_ed2_mim_lf',
  'ap242_managed_model_based_3d_engineering',
  'international standard',
  'draft international standard',
  'committee draft',
  'core data for automotive mechanical design processes',
  'configuration controlled 3d designs of mechanical parts and assemblies',
  'mechanical design',
  'mechanical',
  'design',
  'detailed design',
  'part definition',
];

const UNCERTAINTIES = ['distance_accuracy_value', 'plane_angle_accuracy_value', 'confusion accuracy'];

const words = (...lists: string[][]): ReadonlySet<string> => new Set(lists.flat());

/** By entity, the fixed words (compared in lower case) the copy keeps in any of its strings. */
export const FIXED_WORDS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['PRODUCT_CATEGORY', words(CATEGORIES)],
  ['PRODUCT_RELATED_PRODUCT_CATEGORY', words(CATEGORIES)],
  ['CONVERSION_BASED_UNIT', words(UNITS)],
  ['DRAUGHTING_PRE_DEFINED_COLOUR', words(COLOURS)],
  ['PRE_DEFINED_COLOUR', words(COLOURS)],
  ['DRAUGHTING_PRE_DEFINED_CURVE_FONT', words(CURVE_FONTS)],
  ['PRE_DEFINED_CURVE_FONT', words(CURVE_FONTS)],
  ['PRE_DEFINED_MARKER', words(MARKERS)],
  ['PRE_DEFINED_POINT_MARKER_SYMBOL', words(MARKERS)],
  ['APPLICATION_CONTEXT', words(CONTEXTS)],
  ['APPLICATION_PROTOCOL_DEFINITION', words(CONTEXTS)],
  ['PRODUCT_CONTEXT', words(CONTEXTS)],
  ['MECHANICAL_CONTEXT', words(CONTEXTS)],
  ['PRODUCT_DEFINITION_CONTEXT', words(CONTEXTS)],
  ['DESIGN_CONTEXT', words(CONTEXTS)],
  ['UNCERTAINTY_MEASURE_WITH_UNIT', words(UNCERTAINTIES)],
]);

/** Schemas a FILE_SCHEMA may name as they are; readers need the name, so another goes to review. */
export const KNOWN_SCHEMAS: ReadonlySet<string> = new Set([
  'AUTOMOTIVE_DESIGN',
  'AUTOMOTIVE_DESIGN_CC2',
  'CONFIG_CONTROL_DESIGN',
  'CONFIGURATION_CONTROL_3D_DESIGN_ED2_MIM_LF',
  'AP203_CONFIGURATION_CONTROLLED_3D_DESIGN_OF_MECHANICAL_PARTS_AND_ASSEMBLIES_MIM_LF',
  'AP214_AUTOMOTIVE_DESIGN_MIM_LF',
  'AP242_MANAGED_MODEL_BASED_3D_ENGINEERING_MIM_LF',
  'STRUCTURAL_ANALYSIS_DESIGN',
]);
