import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { BRAND_FONTS, type BrandFont } from './contract';
import { textColorOn } from './rules';

/** The screens of the residents' app the preview draws. */
export const PREVIEW_SCREENS = ['home', 'splash', 'welcome', 'login'] as const;
export type PreviewScreen = (typeof PREVIEW_SCREENS)[number];

/** The app's own words, in the brand's language (the app's, not the console's). */
const APP_TEXTS: Record<string, Record<string, string>> = {
  en: {
    welcome: 'Welcome to your district',
    next: 'Next',
    email: 'E-mail',
    password: 'Password',
    login: 'Log in',
    signup: 'Sign up',
    news: 'News',
    events: 'Activities',
    home: 'Home',
    profile: 'Profile',
    today: 'Today in your district',
    more: 'See all',
  },
  it: {
    welcome: 'Benvenuto nel tuo quartiere',
    next: 'Avanti',
    email: 'E-mail',
    password: 'Password',
    login: 'Accedi',
    signup: 'Registrati',
    news: 'Notizie',
    events: 'Attività',
    home: 'Home',
    profile: 'Profilo',
    today: 'Oggi nel tuo quartiere',
    more: 'Vedi tutto',
  },
  pt: {
    welcome: 'Bem-vindo ao seu bairro',
    next: 'Próximo',
    email: 'E-mail',
    password: 'Senha',
    login: 'Entrar',
    signup: 'Cadastrar',
    news: 'Notícias',
    events: 'Atividades',
    home: 'Início',
    profile: 'Perfil',
    today: 'Hoje no seu bairro',
    more: 'Ver tudo',
  },
  es: {
    welcome: 'Bienvenido a tu barrio',
    next: 'Siguiente',
    email: 'Correo',
    password: 'Contraseña',
    login: 'Entrar',
    signup: 'Registrarse',
    news: 'Noticias',
    events: 'Actividades',
    home: 'Inicio',
    profile: 'Perfil',
    today: 'Hoy en tu barrio',
    more: 'Ver todo',
  },
};

export interface PreviewTheme {
  color: string;
  font: string;
  appName: string;
  language: string;
  appLogo: string | null;
  splash: string | null;
  loginBackground: string | null;
  welcome: readonly string[];
}

/** A picture filling the screen, or the brand's colour where there is none yet. */
const fill = (url: string | null, color: string) =>
  url
    ? { backgroundImage: `url("${url}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
    : { background: `linear-gradient(160deg, ${color}, #0b1f1a)` };

function AppLogo({ url, color, size }: { url: string | null; color: string; size: number }) {
  return url ? (
    <Box component="img" src={url} alt="" sx={{ width: size, height: size, borderRadius: size / 4, display: 'block', objectFit: 'cover' }} />
  ) : (
    <Box sx={{ width: size, height: size, borderRadius: size / 4, bgcolor: '#fff', border: `3px solid ${color}` }} />
  );
}

/**
 * The residents' app in the brand's theme, drawn as a phone (9:16, the proportion of the
 * 1280×2272 screens): home, splash, welcome and login screens. Pure CSS of what the page holds
 * now: every pick shows at once, nothing is fetched.
 */
export function PhonePreview({ theme }: { theme: PreviewTheme }) {
  const translate = useTranslate();
  const [screen, setScreen] = useState<PreviewScreen>('home');
  const [page, setPage] = useState(0);
  // The app speaks its brand's language, whatever the console's: said with `lang` on the screen.
  const appLanguage = theme.language in APP_TEXTS ? theme.language : 'en';
  const t = APP_TEXTS[appLanguage];
  const on = textColorOn(theme.color);
  const font = BRAND_FONTS[theme.font as BrandFont] ?? BRAND_FONTS.Roboto;
  const welcome = theme.welcome[Math.min(page, Math.max(0, theme.welcome.length - 1))] ?? null;
  const button = { bgcolor: theme.color, color: on, borderRadius: 999, py: 1, textAlign: 'center' as const, fontWeight: 600, fontSize: 13 };

  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1.5 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={screen}
        onChange={(_, v: PreviewScreen | null) => v && setScreen(v)}
        aria-label={translate('resources.brands.preview.screens')}
      >
        {PREVIEW_SCREENS.map((s) => (
          <ToggleButton key={s} value={s} data-testid={`preview-tab-${s}`} sx={{ px: 1.25, py: 0.25, textTransform: 'none' }}>
            {translate(`resources.brands.preview.${s}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        role="img"
        aria-label={translate('resources.brands.preview.label', { screen: translate(`resources.brands.preview.${screen}`) })}
        data-testid="phone-preview"
        data-font={theme.font}
        sx={{ width: 252, p: 1, borderRadius: '36px', bgcolor: '#111', boxShadow: 6 }}
      >
        <Box
          lang={appLanguage}
          data-testid={`preview-screen-${screen}`}
          sx={{
            position: 'relative',
            aspectRatio: '1280 / 2272',
            borderRadius: '28px',
            overflow: 'hidden',
            bgcolor: '#f4f5f7',
            fontFamily: font,
            color: '#1a1a1a',
            fontSize: 12,
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          {screen === 'home' && (
            <>
              <Box
                data-testid="preview-header"
                sx={{ bgcolor: theme.color, color: on, px: 1.5, pt: 3, pb: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}
              >
                <AppLogo url={theme.appLogo} color={theme.color} size={28} />
                <Box sx={{ fontWeight: 700, fontSize: 15, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{theme.appName}</Box>
              </Box>
              <Box sx={{ p: 1.5, display: 'grid', gap: 1, flex: 1, alignContent: 'start' }}>
                <Box sx={{ fontWeight: 700, fontSize: 13 }}>{t.today}</Box>
                {[t.news, t.events].map((title, i) => (
                  <Box key={title} sx={{ bgcolor: '#fff', borderRadius: 2, p: 1.25, boxShadow: 1 }}>
                    <Box sx={{ height: 48, borderRadius: 1, mb: 1, bgcolor: theme.color, opacity: i ? 0.55 : 0.85 }} />
                    <Box sx={{ fontWeight: 600 }}>{title}</Box>
                    <Box sx={{ color: theme.color, fontWeight: 600, fontSize: 11, mt: 0.5, filter: 'brightness(0.8)' }}>{t.more} →</Box>
                  </Box>
                ))}
              </Box>
              <Box sx={{ display: 'flex', justifyContent: 'space-around', bgcolor: '#fff', borderTop: '1px solid #e0e0e0', py: 1, fontSize: 11 }}>
                {[t.home, t.events, t.profile].map((label, i) => (
                  <Box
                    key={label}
                    sx={{ color: i === 0 ? theme.color : '#5f6368', fontWeight: i === 0 ? 700 : 400, filter: i === 0 ? 'brightness(0.85)' : undefined }}
                  >
                    {label}
                  </Box>
                ))}
              </Box>
            </>
          )}
          {screen === 'splash' && (
            <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', ...fill(theme.splash, theme.color) }}>
              {!theme.splash && (
                <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, color: '#fff' }}>
                  <AppLogo url={theme.appLogo} color={theme.color} size={72} />
                  <Box sx={{ fontWeight: 700, fontSize: 18 }}>{theme.appName}</Box>
                </Box>
              )}
            </Box>
          )}
          {screen === 'welcome' && (
            <Box
              data-testid="preview-welcome-image"
              sx={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', p: 2, gap: 1.5, ...fill(welcome, theme.color) }}
            >
              <Box sx={{ bgcolor: 'rgba(255,255,255,0.92)', borderRadius: 2, p: 1.5, display: 'grid', gap: 1 }}>
                <Box sx={{ fontWeight: 700, fontSize: 15 }}>{t.welcome}</Box>
                <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'center' }}>
                  {Array.from({ length: Math.max(1, theme.welcome.length) }, (_, i) => (
                    <Box
                      key={i}
                      sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: i === Math.min(page, theme.welcome.length - 1) ? theme.color : '#ccc' }}
                    />
                  ))}
                </Box>
                <Box
                  component="button"
                  type="button"
                  onClick={() => setPage((p) => (theme.welcome.length ? (p + 1) % theme.welcome.length : 0))}
                  sx={{ ...button, border: 0, font: 'inherit', fontWeight: 600, cursor: 'pointer' }}
                >
                  {t.next}
                </Box>
              </Box>
            </Box>
          )}
          {screen === 'login' && (
            <Box
              sx={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center', p: 2, gap: 1, ...fill(theme.loginBackground, theme.color) }}
            >
              <Box sx={{ bgcolor: 'rgba(255,255,255,0.94)', borderRadius: 2, p: 1.5, display: 'grid', gap: 1, justifyItems: 'stretch' }}>
                <Box sx={{ justifySelf: 'center' }}>
                  <AppLogo url={theme.appLogo} color={theme.color} size={44} />
                </Box>
                {[t.email, t.password].map((label) => (
                  <Box key={label} sx={{ border: '1px solid #bbb', borderRadius: 1, px: 1, py: 0.75, color: '#555' }}>
                    {label}
                  </Box>
                ))}
                <Box data-testid="preview-login-button" sx={button}>
                  {t.login}
                </Box>
                <Box sx={{ ...button, bgcolor: 'transparent', color: '#1a1a1a', border: `2px solid ${theme.color}` }}>{t.signup}</Box>
              </Box>
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}
