/** Props of MeridianLogo. */
export interface MeridianLogoProps {
  /** Width and height in pixels. */
  size?: number;
}

/** The Meridian mark: a globe's meridian arc. */
export function MeridianLogo({ size = 28 }: MeridianLogoProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <circle cx="16" cy="16" r="14" fill="#1677ff" />
      <ellipse cx="16" cy="16" rx="6" ry="14" fill="none" stroke="#fff" strokeWidth="2" />
      <line x1="16" y1="2" x2="16" y2="30" stroke="#fff" strokeWidth="2" />
      <line x1="3" y1="16" x2="29" y2="16" stroke="#fff" strokeWidth="1.5" opacity="0.7" />
    </svg>
  );
}
