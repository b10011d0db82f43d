import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A titled group of a form's inputs, two columns wide on a laptop (unless `wide`) and one on a phone. */
export function InputGroup({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate(title)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          rowGap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: wide ? 'minmax(0, 1fr)' : 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
