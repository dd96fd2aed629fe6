/** The provider's authorization response as the popup handed it to the page. */
export interface AuthorizationResponse {
  provider: string;
  code: string;
  state: string;
  iss?: string | undefined;
  /** The flow-binding cookie of the browser presenting it; only the browser that began the flow may finish it. */
  binding: string | undefined;
}
