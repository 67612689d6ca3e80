/** The RTA ('Restricted To Adults') label of the footer, drawn inline as SVG (spec 000 §2.3 Footer). */
const RTA_ALT = 'RTA – Restricted To Adults';

export function RtaLabel({ width = 88 }: { width?: number }) {
  return (
    <svg className="rta-label" width={width} height={(width * 31) / 88} viewBox="0 0 88 31" role="img" aria-label={RTA_ALT}>
      <title>{RTA_ALT}</title>
      <rect x="0.5" y="0.5" width="87" height="30" rx="3" fill="#ffffff" stroke="#000000" />
      <rect x="3" y="3" width="34" height="25" rx="2" fill="#000000" />
      <text x="20" y="21" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="15" fontWeight="700" fill="#ffffff">
        RTA
      </text>
      <text x="62" y="13" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="7.5" fontWeight="700" fill="#000000">
        RESTRICTED
      </text>
      <text x="62" y="23" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="7.5" fontWeight="700" fill="#000000">
        TO ADULTS
      </text>
    </svg>
  );
}
