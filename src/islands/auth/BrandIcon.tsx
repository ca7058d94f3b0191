/** WeChat and QQ marks from simple-icons (lucide has no brand icons). */
import { siQq, siWechat } from 'simple-icons';

const ICONS = { wx: siWechat, qq: siQq } as const;

export default function BrandIcon({ brand, size = 22 }: { brand: keyof typeof ICONS; size?: number }) {
  const icon = ICONS[brand];
  return (
    <svg role="img" aria-hidden="true" viewBox="0 0 24 24" width={size} height={size} fill={`#${icon.hex}`}>
      <path d={icon.path} />
    </svg>
  );
}
