import type { PartnerFormInput } from './partner-schema';

/** A blank partner form. */
export const emptyPartnerForm: PartnerFormInput = {
  email: '',
  companyName: '',
  contactName: '',
  companyWebsite: '',
  numberOfEmployees: '',
  certifications: '',
  industriesServed: '',
  hearAboutUs: '',
};
