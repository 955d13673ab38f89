/**
 * The tier-match request form (loyalty spec §1 "Tier match lets a person submit a request to match
 * a tier from another programme"; §7 odx/submitmembertiermatch "with the member's proof"). The spec
 * shows no fields; ours: the other programme, its tier, the membership number there and the proof
 * (what shows the tier: a card's details or a statement reference), all required, the proof at
 * most 500 characters.
 */
export interface TierMatchValues {
  programmeCode: string;
  tierCode: string;
  membershipNo: string;
  proof: string;
}

export type TierMatchField = keyof TierMatchValues;
export interface TierMatchFieldError {
  field: TierMatchField;
  problem: 'required' | 'tooLong';
}

export const TIER_MATCH_FIELDS: readonly TierMatchField[] = ['programmeCode', 'tierCode', 'membershipNo', 'proof'];
export const EMPTY_TIER_MATCH: TierMatchValues = { programmeCode: '', tierCode: '', membershipNo: '', proof: '' };
export const PROOF_MAX_LENGTH = 500;

export function tierMatchErrors(values: TierMatchValues): TierMatchFieldError[] {
  return TIER_MATCH_FIELDS.flatMap((field): TierMatchFieldError[] => {
    const value = values[field].trim();
    if (value === '') return [{ field, problem: 'required' }];
    if (field === 'proof' && value.length > PROOF_MAX_LENGTH) return [{ field, problem: 'tooLong' }];
    return [];
  });
}
