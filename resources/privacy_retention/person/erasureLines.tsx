import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ErasureLine } from '../../../src/contract/privacy';
import { ERASURE_EFFECTS } from '../../../src/contract/privacyWords';

type Translate = ReturnType<typeof useTranslate>;

/** One line in words: "Posts: 3", with why a kept kind stays. */
export function lineText(translate: Translate, l: ErasureLine): string {
  const kind = translate(`Privacy.Tables.${l.table}`, { _: l.table });
  const reason = l.reason ? ` (${translate(`Privacy.Keep.${l.reason}`)})` : '';
  return `${kind}: ${l.rows}${reason}`;
}

/** The lines as "Effect — kind: n" strings, for a confirmation's details. */
export function lineDetails(translate: Translate, lines: readonly ErasureLine[]): string[] {
  return ERASURE_EFFECTS.flatMap((effect) =>
    lines.filter((l) => l.effect === effect).map((l) => `${translate(`Privacy.Effect.${effect}`)} — ${lineText(translate, l)}`),
  );
}

/**
 * What an erasure removes, makes anonymous and keeps (and why), grouped by effect: shown before
 * anyone confirms, and on a request waiting for its second approver.
 */
export function ErasureLines({ lines }: { lines: readonly ErasureLine[] }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }} data-testid="erasure-lines">
      {ERASURE_EFFECTS.map((effect) => {
        const group = lines.filter((l) => l.effect === effect);
        return (
          <Box key={effect} data-testid={`erasure-${effect}`}>
            <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
              {translate(`Privacy.Effect.${effect}`)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
              {translate(`Privacy.EffectHint.${effect}`)}
            </Typography>
            {group.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                —
              </Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {group.map((l) => (
                  <Typography component="li" variant="body2" key={`${l.table}-${l.reason}`}>
                    {lineText(translate, l)}
                  </Typography>
                ))}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
