import { z } from '@/lib/zod';
import { MAX_FILE_NAME_LENGTH } from '@/lib/files';
import {
  certificationValues,
  deliveryRegionValues,
  industrySectorValues,
  leadTimeValues,
  oemMaterialValues,
  orderSizeValues,
  typeOfWorkValues,
  workOutsideUkValues,
} from '@/lib/leads/options';
import { limits } from '../field-rules';
import { optionalChoice, optionalText, requiredChoice, requiredEmail, requiredText } from '../field-schemas';

/**
 * The OEM dialog: eight mandatory fields, every other section optional. Website is
 * plain text, not checked as a URL. Bounds follow the oem_leads check constraints.
 */
export const oemSchema = z.object({
  companyName: requiredText(limits.shortText),
  website: requiredText(2048),
  industrySector: requiredChoice(industrySectorValues),
  city: requiredText(100),
  country: requiredText(100),
  fullName: requiredText(limits.shortText),
  jobTitle: requiredText(limits.shortText),
  email: requiredEmail(),
  typeOfWork: optionalChoice(typeOfWorkValues),
  orderSize: optionalChoice(orderSizeValues),
  materials: optionalChoice(oemMaterialValues),
  otherMaterials: optionalText(limits.shortText),
  certifications: z.array(z.enum(certificationValues)),
  otherCertification: optionalText(limits.shortText),
  leadTimes: optionalChoice(leadTimeValues),
  notes: optionalText(limits.longText),
  workOutsideUK: optionalChoice(workOutsideUkValues),
  deliveryRegions: optionalChoice(deliveryRegionValues),
  uploadedFileName: optionalText(MAX_FILE_NAME_LENGTH),
});

export type OemFormInput = z.input<typeof oemSchema>;
export type OemFormValues = z.output<typeof oemSchema>;
