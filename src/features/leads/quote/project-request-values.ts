import type { ProjectRequestInput } from './project-request-schema';

/** The exact validation messages of the project-request form (listed in docs/product.md). */
export const projectRequestMessages = {
  companyName: 'Company name is required',
  contactName: 'Contact name is required',
  email: 'Invalid email address',
  jobTypes: 'Select at least one job type',
  projectDescription: 'Please provide more details about your project',
  timeline: 'Please select a timeline',
  budget: 'Please select a budget range',
  quantity: 'Please select an estimated quantity',
} as const;

export const PROJECT_DESCRIPTION_MIN = 10;

/** A blank form: empty strings and lists, international suppliers off. */
export const projectRequestDefaults: ProjectRequestInput = {
  companyName: '',
  contactName: '',
  email: '',
  jobTypes: [],
  projectDescription: '',
  timeline: '',
  budget: '',
  materials: [],
  quantity: '',
  tolerance: '',
  internationalSuppliers: false,
};
