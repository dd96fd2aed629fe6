/** The registration policy every client gets (the initial access token names it): SPEC §9's 30-day client secret. */
export const CLIENT_POLICY = 'foyer-client';
