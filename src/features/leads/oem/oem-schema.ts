import { z } from 'zod';
import { limits, optionalChoice, optionalText, requiredChoice, requiredEmail, requiredText } from '../field-schemas';
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
import { fitFileName, MAX_FILE_NAME_LENGTH } from '@/lib/files';

/** Accepted by the file pick; only the name is kept, the file is never uploaded. */
export const oemFileAccept = ['.pdf', '.dwg', '.step', '.iges', '.jpg', '.png'] as const;

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

export const emptyOemForm: OemFormInput = {
  companyName: '',
  website: '',
  industrySector: '' as OemFormInput['industrySector'],
  city: '',
  country: '',
  fullName: '',
  jobTitle: '',
  email: '',
  typeOfWork: '',
  orderSize: '',
  materials: '',
  otherMaterials: '',
  certifications: [],
  otherCertification: '',
  leadTimes: '',
  notes: '',
  workOutsideUK: '',
  deliveryRegions: '',
  uploadedFileName: '',
};

/** A chosen file's name as stored: whole when it fits the column, else shortened keeping its extension. */
export function storedFileName(file: Pick<File, 'name'> | null | undefined): string {
  return file ? fitFileName(file.name) : '';
}
