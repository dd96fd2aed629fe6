import type { UnreadResponse } from '@foyer/core';
import type { HttpRequest } from '../http/types.js';
import { USER_PATHS } from './user-paths.js';

/** How many of the signed-in user's notifications are unread. */
export async function getUnreadCount(request: HttpRequest): Promise<number> {
  const { unReadCount } = await request<UnreadResponse>(USER_PATHS.unreadCount);
  return unReadCount;
}
