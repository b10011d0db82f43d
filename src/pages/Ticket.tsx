/** The visitor code printed on a ticket (spec content §2), drawn in SVG: no image to fetch. */
export function Ticket({ code, hint }: { code: string; hint: string }) {
  return (
    <figure data-testid="invitation-ticket" style={{ margin: '0 auto', maxWidth: 420, width: '100%' }}>
      <svg viewBox="0 0 420 150" role="img" aria-label={code} style={{ width: '100%', height: 'auto', display: 'block' }}>
        <path
          d="M16 2h388a14 14 0 0 0 14 14v44a15 15 0 0 0 0 30v44a14 14 0 0 0-14 14H16a14 14 0 0 0-14-14V90a15 15 0 0 0 0-30V16A14 14 0 0 0 16 2z"
          fill="#fdf3d7"
          stroke="#1f5f5b"
          strokeWidth="3"
        />
        <line x1="30" y1="104" x2="390" y2="104" stroke="#1f5f5b" strokeWidth="2" strokeDasharray="8 6" opacity="0.5" />
        <text x="210" y="78" textAnchor="middle" fontFamily="ui-monospace, Menlo, monospace" fontSize="40" fontWeight="700" letterSpacing="5" fill="#1f5f5b">
          {code}
        </text>
      </svg>
      <figcaption className="b-help" style={{ textAlign: 'center', marginTop: 8, fontSize: '0.95rem' }}>
        {hint}
      </figcaption>
    </figure>
  );
}
