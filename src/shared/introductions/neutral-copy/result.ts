/** What a neutral copy is: its bytes, what was taken out, and whether a person must still look at it. */
export type NeutralCopy = {
  bytes: Uint8Array;
  /** What was stripped, one entry per field or block ("STEP FILE_NAME author"). */
  removed: string[];
  /** True when stripping cannot be sure the file names nobody: the team looks before it goes out. */
  review: boolean;
  /** Why a copy needs review beyond its format, or why it is the original unchanged. */
  notes: string[];
};
