import { COACH_DISCLAIMER, COACH_MESSAGE_MAX, COACH_SUGGESTIONS } from '@ketoflow/contracts';
import { BrainCircuit, Info, MessagesSquare, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { AiErrorNotice } from '../../../entities/ai/ai-error';
import { CoinPrice } from '../../../entities/ai/coin-price';
import { ErrorState, LoadingStatus } from '../../../components/data-state';
import { PageShell } from '../../../components/page-layout';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '../../../components/ui/sheet';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useConversation, useConversations, useDeleteConversation } from '../api/coach-api';
import { CoachMessageView, StreamingAnswer } from './coach-message';
import { ConversationList } from './conversation-list';
import { useCoachChat } from '../hooks/use-coach-chat';
import { NeedsConnection } from '../../../components/needs-connection';
import { useOnline } from '../../../lib/online';

/** /coach — FlowBrain: a chat whose answers stream in and are grounded in the user's data. */
export function CoachPage() {
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('c');
  const conversations = useConversations();
  const detail = useConversation(selectedId);
  const remove = useDeleteConversation();
  const { draft, setDraft, pending, error, setError, send, abort } = useCoachChat(
    selectedId,
    (id) => setParams({ c: id }, { replace: true }),
  );
  const [drawerOpen, setDrawerOpen] = useState(false);
  const endRef = useRef<HTMLDivElement | null>(null);
  const inputId = useId();

  const messages = selectedId ? (detail.data?.messages ?? []) : [];
  const lastAnswer = messages.at(-1);
  const showSuggestions = !pending && (messages.length === 0 || lastAnswer?.intent === 'unknown');

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, pending?.text]);

  function select(id: string | null) {
    abort();
    setError(null);
    setDrawerOpen(false);
    setParams(id ? { c: id } : {}, { replace: false });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send(draft);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter starts a new line (the usual chat keys).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(draft);
    }
  }

  function onDelete(id: string) {
    remove.mutate(id, {
      onSuccess: () => {
        toast.success('Conversation deleted.');
        if (id === selectedId) select(null);
      },
      onError: () => toast.error('We couldn’t delete that conversation. Please try again.'),
    });
  }

  const list = (
    <ConversationList
      conversations={conversations.data}
      loading={conversations.isPending}
      error={conversations.error}
      onRetry={() => void conversations.refetch()}
      selectedId={selectedId}
      onSelect={select}
      onNew={() => select(null)}
      onDelete={onDelete}
      deleting={remove.isPending}
    />
  );

  return (
    <PageShell
      icon={BrainCircuit}
      title="FlowBrain"
      description="Your keto coach. Ask about your day: answers use your own numbers and a sourced keto guide."
    >
      <div className="grid items-start gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside
          className="hidden lg:block"
          aria-label="Your conversations"
          data-tour="coach-conversations"
        >
          {list}
        </aside>

        <section className="grid min-w-0 gap-4" aria-label="Chat">
          <div className="flex items-center justify-between gap-3 lg:hidden">
            <Button
              variant="outline"
              size="sm"
              onClick={() => setDrawerOpen(true)}
              data-tour="coach-conversations"
            >
              <MessagesSquare aria-hidden="true" />
              Conversations
            </Button>
          </div>
          <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
            <SheetContent side="left">
              <SheetHeader>
                <SheetTitle>Conversations</SheetTitle>
                <SheetDescription>Pick up where you left off, or start afresh.</SheetDescription>
              </SheetHeader>
              {list}
            </SheetContent>
          </Sheet>

          <p
            className="flex items-start gap-2 rounded-lg border bg-muted/40 px-3 py-2 text-xs text-muted-foreground"
            data-tour="coach-disclaimer"
          >
            <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            <span>
              {COACH_DISCLAIMER}{' '}
              <Link to="/disclaimer" className="underline underline-offset-2 hover:text-foreground">
                Medical disclaimer
              </Link>
            </span>
          </p>

          <Card className="grid gap-0 overflow-hidden p-0" data-tour="coach-chat">
            <div
              className="max-h-[60vh] min-h-64 overflow-y-auto p-4"
              aria-live="polite"
              // Screen readers hear the finished answer once, not every streamed word.
              aria-busy={pending !== null}
            >
              {selectedId && detail.isPending ? (
                <div className="grid gap-3">
                  <LoadingStatus>Loading the conversation…</LoadingStatus>
                  <Skeleton className="ml-auto h-10 w-2/3" />
                  <Skeleton className="h-24 w-4/5" />
                </div>
              ) : selectedId && detail.error ? (
                <ErrorState
                  title={
                    isApiError(detail.error, 'NOT_FOUND')
                      ? 'This conversation no longer exists'
                      : 'We couldn’t load this conversation'
                  }
                  error={detail.error}
                  onRetry={
                    isApiError(detail.error, 'NOT_FOUND') ? undefined : () => void detail.refetch()
                  }
                />
              ) : messages.length === 0 && !pending ? (
                <div className="grid place-items-center gap-2 py-8 text-center">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
                    <BrainCircuit className="size-6" aria-hidden="true" />
                  </span>
                  <h2 className="font-semibold">Ask FlowBrain about your day</h2>
                  <p className="max-w-sm text-sm text-muted-foreground">
                    Net carbs left, protein still to eat, your fast, weight trend, Metashift phase,
                    today’s plan — or keto basics like keto flu and electrolytes.
                  </p>
                </div>
              ) : (
                <ol className="grid gap-3" aria-label="Messages">
                  {messages.map((message) => (
                    <CoachMessageView key={message.id} message={message} />
                  ))}
                  {pending && (
                    <>
                      <CoachMessageView
                        message={{
                          id: 'pending-question',
                          conversationId: selectedId ?? '',
                          role: 'user',
                          content: pending.question,
                          intent: null,
                          sources: [],
                          safety: null,
                          provenance: null,
                          createdAt: new Date().toISOString(),
                        }}
                      />
                      <StreamingAnswer text={pending.text} />
                    </>
                  )}
                </ol>
              )}
              <div ref={endRef} />
            </div>

            <form onSubmit={onSubmit} className="grid gap-3 border-t bg-card p-4">
              {showSuggestions && (
                <div className="flex flex-wrap gap-2" aria-label="Suggested questions" role="group">
                  {COACH_SUGGESTIONS.map((suggestion) => (
                    <Button
                      key={suggestion}
                      type="button"
                      variant="secondary"
                      size="sm"
                      className="h-auto min-h-8 py-1.5 whitespace-normal text-left"
                      onClick={() => void send(suggestion)}
                    >
                      {suggestion}
                    </Button>
                  ))}
                </div>
              )}
              <AiErrorNotice error={error} />
              <label htmlFor={inputId} className="sr-only">
                Your question for FlowBrain
              </label>
              <div className="flex items-end gap-2" data-tour="coach-ask">
                <textarea
                  id={inputId}
                  rows={2}
                  value={draft}
                  maxLength={COACH_MESSAGE_MAX}
                  onChange={(e) => setDraft(e.target.value)}
                  onKeyDown={onKeyDown}
                  placeholder="Ask a question…"
                  className="flex min-h-12 w-full min-w-0 resize-none rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 sm:text-sm"
                />
                <Button
                  type="submit"
                  disabled={!draft.trim() || pending !== null || !online}
                  className="h-auto min-h-12 shrink-0 flex-col gap-1 px-3 py-1.5 sm:flex-row sm:gap-2"
                >
                  {pending ? <Spinner /> : <Send aria-hidden="true" />}
                  <span>Send</span>
                  <CoinPrice action="coach_message" className="bg-background/90" />
                </Button>
              </div>
              <NeedsConnection />
            </form>
          </Card>
        </section>
      </div>
    </PageShell>
  );
}
