/**
 * Regions: 全国, the provinces (全选省份 in one click) and a province's cities (getSpaceCity); the chosen ones as
 * removable chips above.
 */
import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { RETRIEVAL_MSG } from '#lib/industry/messages.ts';
import type { SpaceRegion } from '#lib/industry/types.ts';
import { filterChip, filterField } from '#islands/ui/list/filterStyles.ts';
import { industryCalls } from './calls.ts';
import ChosenChips from './ChosenChips.tsx';

export interface RegionChoice {
  code: string;
  name: string;
}

interface Props {
  /** The country first, then the provinces (prebuilt). */
  regions: SpaceRegion[];
  chosen: RegionChoice[];
  onChange: (next: RegionChoice[]) => void;
}

type Cities = { kind: 'loading' } | { kind: 'done'; list: SpaceRegion[] } | { kind: 'error'; msg: string };

export default function RegionPicker({ regions, chosen, onChange }: Props) {
  const [province, setProvince] = useState('');
  const [cities, setCities] = useState<Cities | null>(null);
  const on = new Set(chosen.map((r) => r.code));
  const national = regions.filter((r) => r.level === 'national');
  const provinces = regions.filter((r) => r.level === 'province');
  const allOn = provinces.every((p) => on.has(p.code));

  const toggle = (r: RegionChoice) =>
    onChange(
      on.has(r.code) ? chosen.filter((c) => c.code !== r.code) : [...chosen, { code: r.code, name: r.name }],
    );
  const allProvinces = () =>
    onChange(
      allOn
        ? chosen.filter((c) => !provinces.some((p) => p.code === c.code))
        : [...chosen, ...provinces.filter((p) => !on.has(p.code)).map(({ code, name }) => ({ code, name }))],
    );
  const openCities = async (code: string) => {
    setProvince(code);
    if (!code) return setCities(null);
    setCities({ kind: 'loading' });
    const r = await industryCalls.cities(code);
    setCities(r.success ? { kind: 'done', list: r.data } : { kind: 'error', msg: r.msg });
  };
  const provinceName = provinces.find((p) => p.code === province)?.name ?? '';

  return (
    <div className="space-y-3" data-testid="region-picker">
      <ChosenChips
        label={RETRIEVAL_MSG.chosenRegions}
        empty={RETRIEVAL_MSG.noRegion}
        items={chosen.map((r) => ({ key: r.code, name: r.name }))}
        onRemove={(code) => onChange(chosen.filter((c) => c.code !== code))}
        testId="chosen-regions"
      />
      <div className="flex flex-wrap items-center gap-1.5">
        {national.map((r) => (
          <button
            key={r.code}
            type="button"
            aria-pressed={on.has(r.code)}
            className={filterChip(on.has(r.code), 'sm')}
            onClick={() => toggle(r)}
            data-region={r.code}
          >
            {r.name}
          </button>
        ))}
        <button
          type="button"
          className="btn-ghost h-7 px-3 text-[13px]"
          onClick={allProvinces}
          data-testid="all-provinces"
        >
          {allOn ? RETRIEVAL_MSG.clearProvinces : RETRIEVAL_MSG.allProvinces}
        </button>
      </div>
      <fieldset>
        <legend className="mb-1.5 text-xs text-ink-500">{RETRIEVAL_MSG.provinces}</legend>
        <RegionChips regions={provinces} on={on} toggle={toggle} />
      </fieldset>
      <div className="space-y-2">
        <label className="flex flex-wrap items-center gap-2 text-xs text-ink-500">
          {RETRIEVAL_MSG.pickCities}
          <select
            value={province}
            onChange={(e) => void openCities(e.target.value)}
            className={`${filterField} h-8`}
            data-testid="city-province"
          >
            <option value="">{RETRIEVAL_MSG.pickProvince}</option>
            {provinces
              .filter((p) => p.hasChildren)
              .map((p) => (
                <option key={p.code} value={p.code}>
                  {p.name}
                </option>
              ))}
          </select>
        </label>
        {cities?.kind === 'loading' && (
          <p className="flex items-center gap-1.5 text-xs text-ink-500">
            <LoaderCircle size={13} className="animate-spin" aria-hidden="true" />
            {RETRIEVAL_MSG.loading}
          </p>
        )}
        {cities?.kind === 'error' && <p className="text-xs text-rise">{cities.msg}</p>}
        {cities?.kind === 'done' && (
          <fieldset className="rounded-md bg-surface p-2.5" data-testid="city-list">
            <legend className="sr-only">{RETRIEVAL_MSG.cities(provinceName)}</legend>
            <RegionChips regions={cities.list} on={on} toggle={toggle} />
          </fieldset>
        )}
      </div>
    </div>
  );
}

/** A row of regions to toggle (the provinces, or a province's cities). */
function RegionChips(props: { regions: SpaceRegion[]; on: Set<string>; toggle: (r: RegionChoice) => void }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {props.regions.map((r) => (
        <button
          key={r.code}
          type="button"
          aria-pressed={props.on.has(r.code)}
          className={filterChip(props.on.has(r.code), 'sm')}
          onClick={() => props.toggle(r)}
          data-region={r.code}
        >
          {r.name}
        </button>
      ))}
    </div>
  );
}
