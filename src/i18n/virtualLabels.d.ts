/** The entities' labels in one language, written at build time (src/i18n/labelsByLocale.ts). */
declare module 'virtual:entity-labels/*' {
  const labels: readonly import('../contract/labels').PartialCatalogue[];
  export default labels;
}
