import { useTranslate } from 'react-admin';

/**
 * MUI Autocomplete's own texts are English ("Open" on the arrow button): react-admin's keys say
 * them in the UI's language. Spread on every Autocomplete: `<Autocomplete {...useAutocompleteTexts()} />`.
 */
export function useAutocompleteTexts() {
  const translate = useTranslate();
  return {
    openText: translate('ra.action.open'),
    closeText: translate('ra.action.close'),
    clearText: translate('ra.action.clear_input_value'),
    loadingText: translate('ra.page.loading'),
  };
}
