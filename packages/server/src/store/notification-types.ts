// The store's contracts for the notifications a user receives; times are epoch ms.

export interface NotificationRecord {
  id: string;
  userDid: string;
  title: string;
  body: string | null;
  readAt: number | null;
  createdAt: number;
}

export interface NotificationsRepository {
  /** `readAt` defaults to null (unread). */
  create(notification: Omit<NotificationRecord, 'readAt'> & Partial<Pick<NotificationRecord, 'readAt'>>): Promise<NotificationRecord>;
  countUnread(userDid: string): Promise<number>;
}
