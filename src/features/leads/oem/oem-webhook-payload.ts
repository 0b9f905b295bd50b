import type { WebhookContext } from '../use-lead-submit';
import { normaliseOemValues } from './oem-row';
import type { OemFormValues } from './oem-schema';

export const OEM_WEBHOOK_SOURCE = 'OEM Sourcing Form';

/** The OEM webhook body with exactly the keys the automation sheet expects; empty answers stay '' for the sheet. */
export function buildOemWebhookPayload(input: OemFormValues, context: Pick<WebhookContext, 'submittedAt'>) {
  const v = normaliseOemValues(input);
  return {
    companyName: v.companyName,
    website: v.website,
    industrySector: v.industrySector,
    city: v.city,
    country: v.country,
    fullName: v.fullName,
    jobTitle: v.jobTitle,
    email: v.email,
    typeOfWork: v.typeOfWork,
    orderSize: v.orderSize,
    materials: v.materials,
    otherMaterials: v.otherMaterials,
    certifications: v.certifications.join(', '),
    otherCertification: v.otherCertification,
    leadTimes: v.leadTimes,
    notes: v.notes,
    workOutsideUK: v.workOutsideUK,
    deliveryRegions: v.deliveryRegions,
    uploadedFileName: v.uploadedFileName,
    submittedAt: context.submittedAt,
    source: OEM_WEBHOOK_SOURCE,
  };
}
