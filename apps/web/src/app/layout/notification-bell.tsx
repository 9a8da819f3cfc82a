import type { Notification } from '@ketoflow/contracts';
import { Bell, CheckCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useInbox, useMarkRead } from '../../entities/notifications/notifications';
import { formatDateTime } from '../../lib/format';
import { cn } from '../../lib/utils';

function NoticeRow({ notice }: { notice: Notification }) {
  const unread = notice.readAt === null;
  return (
    <div className="grid min-w-0 gap-0.5">
      <span className={cn('flex items-center gap-2 text-sm', unread && 'font-semibold')}>
        {unread && <span className="size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />}
        <span className="truncate">{notice.title}</span>
        {unread && <span className="sr-only">(unread)</span>}
      </span>
      <span className="text-xs text-muted-foreground">{notice.body}</span>
      <span className="text-xs text-muted-foreground">{formatDateTime(notice.createdAt)}</span>
    </div>
  );
}

/**
 * The header's bell: the unread count, and the inbox on a tap. Choosing a notice marks it read
 * and opens its screen. Every reminder lands here, so people without push lose nothing.
 */
export function NotificationBell({ userId }: { userId: string }) {
  const inbox = useInbox(userId);
  const markRead = useMarkRead(userId);
  const navigate = useNavigate();
  const unread = inbox.data?.unread ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={label} title={label}>
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <span
              className="num absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[0.625rem] font-bold text-primary-foreground"
              aria-hidden="true"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        collisionPadding={8}
        className="w-80 max-w-[calc(100vw-1rem)]"
      >
        <div className="flex items-center justify-between gap-2">
          <DropdownMenuLabel>Notifications</DropdownMenuLabel>
          {unread > 0 && (
            <DropdownMenuItem
              className="text-xs"
              onSelect={(event) => {
                event.preventDefault();
                markRead.mutate(null);
              }}
            >
              <CheckCheck aria-hidden="true" />
              Mark all read
            </DropdownMenuItem>
          )}
        </div>
        <DropdownMenuSeparator />
        {inbox.isPending ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">Loading notifications…</p>
        ) : inbox.isError && !inbox.data ? (
          <p className="px-2 py-3 text-sm text-muted-foreground" role="alert">
            Notifications could not be loaded. Check your connection and try again.
          </p>
        ) : inbox.data.items.length === 0 ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">
            No notifications yet. When a fast reaches its goal, you will find it here.
          </p>
        ) : (
          <div className="max-h-96 overflow-y-auto">
            {inbox.data.items.map((notice) => (
              <DropdownMenuItem
                key={notice.id}
                className="items-start"
                onSelect={() => {
                  if (notice.readAt === null) markRead.mutate(notice.id);
                  void navigate(notice.url);
                }}
              >
                <NoticeRow notice={notice} />
              </DropdownMenuItem>
            ))}
          </div>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
