import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useScrollTrigger } from './useScrollTrigger';

/** The go-to-top button of the mobile viewport (spec console §2), once the page is scrolled. */
export function GoTop() {
  const translate = useTranslate();
  const scrolled = useScrollTrigger({ threshold: 100, hysteresis: false });
  // Mounted at the first scroll past the threshold (then kept, so it can zoom out): most pages
  // are read without it, and the shell has enough to mount as it starts.
  const [needed, setNeeded] = useState(false);
  if (scrolled && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Zoom in={scrolled} appear>
      <Fab
        size="medium"
        color="primary"
        aria-label={translate('Shell.GoTop')}
        data-testid="go-top"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: (t) => t.zIndex.speedDial }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
