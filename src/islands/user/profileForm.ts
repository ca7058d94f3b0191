/** The profile form's values, rules (spec §5 form mechanism) and the updateInfo payload they make. */
import type { Rules } from '#lib/form.ts';
import { BIRTHDAY_MIN, isIsoDate, nicknameOk, PROFILE_LIMITS } from '#lib/accounts/profile.ts';
import type { Profile } from '#lib/accounts/types.ts';
import { ACCOUNT_MSG } from '#lib/accounts/messages.ts';

export interface ProfileValues extends Record<string, unknown> {
  nickname: string;
  sex: number;
  birthday: string;
  province: string;
  city: string;
  district: string;
  entity: string;
}

export const valuesOf = (me: Profile): ProfileValues => ({
  nickname: me.nickname ?? '',
  sex: me.sex ?? 0,
  birthday: me.birthday ?? '',
  province: me.province ?? '',
  city: me.city ?? '',
  district: me.district ?? '',
  entity: me.entity ?? '',
});

const both = ['blur', 'change'] as const;

/** Rules against today's date (China time); the server checks the same. */
export function profileRules(today: string): Rules<ProfileValues> {
  return {
    nickname: [
      { required: true, message: ACCOUNT_MSG.nicknameLength, trigger: [...both] },
      { validator: (v) => nicknameOk(String(v)), message: ACCOUNT_MSG.nicknameLength, trigger: [...both] },
    ],
    birthday: [
      { validator: (v) => isIsoDate(String(v)), message: ACCOUNT_MSG.birthdayInvalid, trigger: 'change' },
      {
        validator: (v) => String(v) >= BIRTHDAY_MIN,
        message: ACCOUNT_MSG.birthdayTooEarly,
        trigger: 'change',
      },
      { validator: (v) => String(v) <= today, message: ACCOUNT_MSG.birthdayFuture, trigger: 'change' },
    ],
    entity: [
      {
        validator: (v) => String(v).trim().length <= PROFILE_LIMITS.entity,
        message: ACCOUNT_MSG.entityTooLong,
        trigger: [...both],
      },
    ],
  };
}

/** What updateInfo gets: every field, blanks as '' (the server clears them). */
export const payloadOf = (v: ProfileValues) => ({
  nickname: v.nickname.trim(),
  sex: v.sex,
  birthday: v.birthday,
  province: v.province,
  city: v.city,
  district: v.district,
  entity: v.entity.trim(),
});
