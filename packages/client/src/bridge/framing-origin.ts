/**
 * The origin of the page framing `page`, as the browser reports it (`location.ancestorOrigins`, else the referrer's
 * origin); null when the page is not framed or its host cannot be told.
 */
export function framingOrigin(page: Window): string | null {
  if (page.parent === page) return null;
  const ancestor = page.location.ancestorOrigins?.[0];
  if (ancestor) return ancestor;
  const referrer = page.document.referrer;
  return URL.canParse(referrer) ? new URL(referrer).origin : null;
}
