import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useCallback, type ReactNode } from 'react';
import { useSidebarState, useTranslate } from 'react-admin';
import { ChunkBoundary } from '../components/ChunkBoundary';
import { WaitScreen } from '../components/WaitScreen';
import { Footer } from './Footer';
import { GoTop } from './GoTop';
import { Header } from './Header';
import { PreviewBanner } from './PreviewBanner';
import { ScrollReset } from './ScrollReset';
import { Sidebar, SIDEBAR_WIDTH } from './Sidebar';

/** The page following the sidebar as it opens or closes (none when the user asks for less motion: see theme.ts). */
const marginTransition = (theme: Theme) => theme.transitions.create('margin', { duration: 200 });

/** Spec console §9: 'Mobile' at 1024 px or less. */
export const MOBILE_QUERY = '(max-width:1024px)';

/**
 * The shell of spec console §2: header, sidebar, the page, footer; go-to-top on mobile. Header,
 * sidebar and footer are memoized with stable props: react-admin re-renders the layout as it
 * settles and on every navigation, and only the page should render again then.
 */
export function ShellLayout({ children }: { children?: ReactNode }) {
  const translate = useTranslate();
  const mobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const [open, setOpen] = useSidebarState();
  const sidebarShown = mobile ? false : open;
  const toggleSidebar = useCallback(() => setOpen(!open), [open, setOpen]);
  const closeSidebar = useCallback(() => setOpen(false), [setOpen]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 } }}
      >
        {translate('ra.navigation.skip_nav')}
      </Box>
      <ScrollReset />
      <Header mobile={mobile} onToggleSidebar={toggleSidebar} sidebarOpen={mobile ? open : sidebarShown} />
      <Sidebar mobile={mobile} open={open} onClose={closeSidebar} />
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{
          flex: 1,
          minWidth: 0,
          // At least a screen high, so the footer starts below the fold: a screen's content that
          // grows or shrinks as its data arrives does not move the footer in view (layout shift).
          minHeight: '100vh',
          boxSizing: 'border-box',
          pt: { xs: '128px' },
          px: { xs: 2, md: 3 },
          pb: 4,
          ml: sidebarShown ? `${SIDEBAR_WIDTH}px` : 0,
          transition: marginTransition,
          outline: 'none',
        }}
      >
        <PreviewBanner />
        <ChunkBoundary>
          <Suspense fallback={<WaitScreen />}>{children}</Suspense>
        </ChunkBoundary>
      </Box>
      <Box sx={{ ml: sidebarShown ? `${SIDEBAR_WIDTH}px` : 0, transition: marginTransition }}>
        <Footer />
      </Box>
      {mobile && <GoTop />}
    </Box>
  );
}
