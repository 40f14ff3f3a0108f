// The logo and product name from the one brand constant.
import { BRAND } from '@/config/brand';

export function BrandLogo({
  size = 32,
  showName = true,
  className,
}: {
  size?: number;
  showName?: boolean;
  className?: string;
}) {
  return (
    <span className={className} style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <img src={BRAND.logoDataUri} width={size} height={size} alt={showName ? '' : BRAND.name} />
      {showName ? (
        <span style={{ fontSize: 18, fontWeight: 700, letterSpacing: 0.5 }}>{BRAND.name}</span>
      ) : null}
    </span>
  );
}
