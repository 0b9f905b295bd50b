import type { UseFormReturn } from 'react-hook-form';
import type { OemFormInput, OemFormValues } from './oem-schema';

/** What each OEM form section receives: the one react-hook-form instance of the dialog. */
export type OemSectionProps = { form: UseFormReturn<OemFormInput, unknown, OemFormValues> };
