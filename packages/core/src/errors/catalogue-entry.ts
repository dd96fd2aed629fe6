/** One message in both locales; `{name}` marks a parameter. */
export interface CatalogueEntry {
  en: string;
  zh: string;
  /** HTTP status when the server answers with this message. */
  status?: number;
}
