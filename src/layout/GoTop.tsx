import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { useTranslate } from 'react-admin';
import { useScrollTrigger } from './useScrollTrigger';

/** The go-to-top button of the mobile viewport (spec console §2), once the page is scrolled. */
export function GoTop() {
  const translate = useTranslate();
  const scrolled = useScrollTrigger({ threshold: 100, hysteresis: false });
  return (
    <Zoom in={scrolled}>
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
