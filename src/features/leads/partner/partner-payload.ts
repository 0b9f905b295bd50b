import type { LeadRowInput } from '../api/insert-lead';
import { emptyToNull } from '../field-rules';
import type { PartnerFormValues } from './partner-schema';

/** Every answer in its column; an empty optional answer is null. The form has no phone field. */
export function toPartnerRow(values: PartnerFormValues): LeadRowInput<'cnc_partner_leads'> {
  return {
    email: values.email,
    company_name: values.companyName,
    contact_name: values.contactName,
    phone: null,
    company_website: emptyToNull(values.companyWebsite),
    number_of_employees: emptyToNull(values.numberOfEmployees),
    certifications: emptyToNull(values.certifications),
    industries_served: emptyToNull(values.industriesServed),
    hear_about_us: emptyToNull(values.hearAboutUs),
  };
}
