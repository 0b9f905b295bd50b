import type { LinkQuestion } from '@/components/private-link/questions-section';
import type { NoneFitReason } from '@/content/pages/options';

/*
 * The options view the token functions return (the database's jsonb), read defensively: the page
 * renders only what it understands. It holds no internal score and no count of introductions
 * (docs/decisions/0037-buyer-options-page.md).
 */

export type StatedPrice = { amount: number; currency: 'GBP' | 'EUR'; basis: 'per_part' | 'total' };

/** What the supplier stated on its brief's page; the parts it left out are missing. */
export type Stated = {
  lead_time?: string | null;
  earliest_start?: string | null;
  price?: StatedPrice | null;
  minimum_order?: number | null;
};

export type OptionCertificate = { standard: string; expires: string };

export type BuyerOption = {
  /** The introduction's id: what `choose_options` takes. */
  id: string;
  position: number;
  company_name: string;
  town: string | null;
  country: string;
  regions: string[] | null;
  processes: string[] | null;
  max_axes: number | null;
  materials: string[] | null;
  certificates: OptionCertificate[];
  last_visit: string | null;
  stated: Stated;
  reasons: string[];
  chosen_at: string | null;
  /**
   * False once the supplier is no longer one we may introduce (no longer vetted, or no longer
   * holding a certification this RFQ requires): it cannot be chosen. Missing means it can.
   */
  available?: boolean;
  /**
   * What became of the introduction once chosen: its email went ('sent', at `introduced_at`), is
   * waiting in the outbox ('sending'), was held back because the supplier is no longer one we may
   * introduce ('withheld'), or did not go for another reason ('not_sent'). Null while not chosen;
   * missing, the page claims nothing was sent.
   */
  introduction?: IntroductionState | null;
  introduced_at?: string | null;
};

export type IntroductionState = 'sent' | 'sending' | 'withheld' | 'not_sent';

export type OptionsFile = { n: number; name: string; size_bytes: number | null; measurements: unknown };

export type NoneFit = { at: string; reason: NoneFitReason; words: string | null };

export type OptionsView = {
  reference: string;
  kind: string;
  submitted_at: string | null;
  promised_at: string | null;
  sent_at: string | null;
  expires_at: string | null;
  notice_version: string;
  files: OptionsFile[];
  options: BuyerOption[];
  none_fit: NoneFit | null;
  questions: LinkQuestion[];
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A list the register may hold as null (nothing recorded). */
const isOptionalList = (value: unknown): boolean => value === null || value === undefined || isStringList(value);

function isOption(value: unknown): value is BuyerOption {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.company_name === 'string' &&
    typeof value.country === 'string' &&
    isOptionalList(value.regions) &&
    isOptionalList(value.processes) &&
    isOptionalList(value.materials) &&
    isStringList(value.reasons) &&
    Array.isArray(value.certificates) &&
    isRecord(value.stated)
  );
}

/** A view is what the page can render: the fields it needs, of the right kinds. */
export function isOptionsView(value: unknown): value is OptionsView {
  if (!isRecord(value)) return false;
  return (
    typeof value.reference === 'string' &&
    typeof value.notice_version === 'string' &&
    Array.isArray(value.files) &&
    Array.isArray(value.options) &&
    value.options.every(isOption) &&
    Array.isArray(value.questions)
  );
}

/** An option the buyer may still ask to meet: not chosen yet, and still one we may introduce. */
export const canChoose = (option: BuyerOption): boolean => option.chosen_at === null && option.available !== false;

/** How a chosen option's introduction stands; 'sending' when the view does not say. */
export const introductionOf = (option: BuyerOption): IntroductionState | null =>
  option.chosen_at === null ? null : (option.introduction ?? 'sending');

/** The options the buyer already chose to meet. */
export const chosenOptions = (view: OptionsView): BuyerOption[] => view.options.filter((o) => o.chosen_at !== null);

/** "None of these fit" is offered while nothing was chosen and nothing was said. */
export const canSayNoneFit = (view: OptionsView): boolean => view.none_fit === null && chosenOptions(view).length === 0;
