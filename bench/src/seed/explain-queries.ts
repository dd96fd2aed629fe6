import { seededIds } from './seed-rows.js';

export interface ExplainedQuery {
  flow: 'session check' | 'refresh' | 'sign-in';
  what: string;
  sql: string;
  params: unknown[];
}

/** The statements the store runs for each flow (as its repositories build them), aimed at one seeded person in the middle. */
export function explainQueries(count: number, now = Date.now()): ExplainedQuery[] {
  const n = Math.max(1, Math.floor(count / 2));
  const { did, email, sessionId, refreshId } = seededIds(n);
  return [
    { flow: 'session check', what: 'user session by id', sql: 'select * from user_sessions where id = $1', params: [sessionId] },
    { flow: 'session check', what: 'user by DID', sql: 'select * from users where did = $1', params: [did] },
    {
      flow: 'refresh',
      what: 'refresh token with its session',
      sql: 'select user_sessions.*, refresh_tokens.id as token_id, refresh_tokens.secret_hash, refresh_tokens.used_at from refresh_tokens inner join user_sessions on user_sessions.id = refresh_tokens.session_id where refresh_tokens.id = $1',
      params: [refreshId],
    },
    {
      flow: 'refresh',
      what: 'successor of a rotated token',
      sql: 'select * from refresh_tokens where parent_id = $1 order by created_at desc, id desc limit 1',
      params: [refreshId],
    },
    {
      flow: 'refresh',
      what: 'rotate: spend the token once, mint its child, slide the session (refreshTokens.rotate)',
      sql: `with used as (update refresh_tokens set used_at = $2 where id = $1 and used_at is null returning session_id),
        minted as (insert into refresh_tokens (id, session_id, secret_hash, parent_id, created_at) select $3, session_id, 'explain', $1, $2 from used)
        update user_sessions set expires_at = $4, updated_at = $2 where id = (select session_id from used) returning *`,
      params: [refreshId, now, `explain-child-${n}`, now + 604_800_000],
    },
    {
      flow: 'sign-in',
      what: 'latest code of an address',
      sql: "select * from email_codes where email = $1 and purpose = 'login' order by created_at desc, id desc limit 1",
      params: [email],
    },
    { flow: 'sign-in', what: 'person by e-mail', sql: 'select * from users where email = $1 order by created_at, did limit 1', params: [email] },
    { flow: 'sign-in', what: 'their sessions', sql: 'select * from user_sessions where user_did = $1', params: [did] },
  ];
}
