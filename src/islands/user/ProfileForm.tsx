/** Editing the profile: nickname, sex, birthday, region (cascading selects), entity; saves through updateInfo. */
import { useMemo, useState } from 'react';
import { chinaToday } from '#lib/chinaTime.ts';
import { api } from '#lib/client.ts';
import { childrenOf, type Division } from '#lib/accounts/divisions.ts';
import { isRequired } from '#lib/form.ts';
import { BIRTHDAY_MIN, PROFILE_LIMITS, SEX_OPTIONS } from '#lib/accounts/profile.ts';
import { setUser } from '#lib/stores/auth.ts';
import { toast } from '#lib/stores/toast.ts';
import FormItem from '#islands/ui/form/FormItem.tsx';
import { TextInput } from '#islands/ui/form/TextField.tsx';
import { useForm } from '#islands/ui/form/useForm.ts';
import { payloadOf, profileRules, valuesOf, type ProfileValues } from './profileForm.ts';
import Select from '#islands/ui/Select.tsx';
import type { Profile } from '#lib/accounts/types.ts';

interface Props {
  me: Profile;
  tree: Division[] | null;
  onSaved: (me: Profile) => void;
  onCancel: () => void;
}

function Options({ list, empty }: { list: Division[]; empty: string }) {
  return (
    <>
      <option value="">{empty}</option>
      {list.map((d) => (
        <option key={d.code} value={d.code}>
          {d.name}
        </option>
      ))}
    </>
  );
}

export default function ProfileForm({ me, tree, onSaved, onCancel }: Props) {
  const today = chinaToday(new Date());
  const rules = useMemo(() => profileRules(today), [today]);
  const form = useForm<ProfileValues>(valuesOf(me), rules);
  const [saving, setSaving] = useState(false);
  const v = form.values;
  const t = tree ?? [];

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    if (!form.validate().valid) return;
    setSaving(true);
    const res = await api.post<Profile>('/api/user/updateInfo', payloadOf(v), { silent: true });
    setSaving(false);
    if (!res.success) {
      toast.error(res.msg);
      return;
    }
    toast.success(res.msg);
    setUser(res.data);
    onSaved(res.data);
  }

  return (
    <form noValidate onSubmit={submit} aria-label="编辑个人资料" className="max-w-xl pt-1">
      <FormItem
        label="昵称"
        htmlFor="pf-nickname"
        required={isRequired(rules, 'nickname')}
        error={form.errors.nickname}
      >
        <TextInput
          id="pf-nickname"
          name="nickname"
          placeholder="请输入昵称（2-20个字）"
          maxLength={PROFILE_LIMITS.nicknameMax}
          value={v.nickname}
          invalid={Boolean(form.errors.nickname)}
          onChange={(e) => form.set('nickname', e.target.value)}
          onBlur={() => form.blur('nickname')}
        />
      </FormItem>
      <FormItem label="性别" htmlFor="pf-sex-0">
        <div role="radiogroup" aria-label="性别" className="flex h-9 items-center gap-5">
          {SEX_OPTIONS.map((o) => (
            <label key={o.value} className="flex cursor-pointer items-center gap-1.5 text-sm text-ink-700">
              <input
                id={`pf-sex-${o.value}`}
                type="radio"
                name="sex"
                className="size-4 accent-brand-600"
                checked={v.sex === o.value}
                onChange={() => form.set('sex', o.value)}
              />
              {o.label}
            </label>
          ))}
        </div>
      </FormItem>
      <FormItem label="生日" htmlFor="pf-birthday" error={form.errors.birthday}>
        <TextInput
          id="pf-birthday"
          name="birthday"
          type="date"
          min={BIRTHDAY_MIN}
          max={today}
          className="max-w-56"
          value={v.birthday}
          invalid={Boolean(form.errors.birthday)}
          onChange={(e) => form.set('birthday', e.target.value)}
          onBlur={() => form.blur('birthday')}
        />
      </FormItem>
      <FormItem label="所在地区" htmlFor="pf-province">
        <div className="grid grid-cols-3 gap-2">
          <Select
            id="pf-province"
            aria-label="省份"
            value={v.province}
            disabled={!tree}
            onChange={(e) => {
              form.set('province', e.target.value);
              form.set('city', '');
              form.set('district', '');
            }}
          >
            <Options list={t} empty={tree ? '请选择省份' : '加载中…'} />
          </Select>
          <Select
            aria-label="城市"
            value={v.city}
            disabled={!v.province}
            onChange={(e) => {
              form.set('city', e.target.value);
              form.set('district', '');
            }}
          >
            <Options list={childrenOf(t, v.province)} empty="请选择城市" />
          </Select>
          <Select
            aria-label="区县"
            value={v.district}
            disabled={!v.city}
            onChange={(e) => form.set('district', e.target.value)}
          >
            <Options list={childrenOf(t, v.province, v.city)} empty="请选择区县" />
          </Select>
        </div>
      </FormItem>
      <FormItem label="单位" htmlFor="pf-entity" error={form.errors.entity}>
        <TextInput
          id="pf-entity"
          name="entity"
          placeholder="请输入工作单位或机构名称"
          maxLength={PROFILE_LIMITS.entity}
          value={v.entity}
          invalid={Boolean(form.errors.entity)}
          onChange={(e) => form.set('entity', e.target.value)}
          onBlur={() => form.blur('entity')}
        />
      </FormItem>
      <div className="flex gap-2 pl-[92px]">
        <button type="submit" className="btn-primary px-6" disabled={saving}>
          {saving ? '保存中…' : '保存'}
        </button>
        <button type="button" className="btn-ghost px-6" onClick={onCancel}>
          取消
        </button>
      </div>
    </form>
  );
}
