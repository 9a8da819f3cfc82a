-- Every API process caches verified sessions for a few seconds (modules/auth/session-cache.ts).
-- Any change to a session or a user, from any code path or process, tells them all to forget it.
CREATE OR REPLACE FUNCTION ketoflow_notify_session_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('ketoflow_auth_changes', 'session:' || OLD.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION ketoflow_notify_user_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('ketoflow_auth_changes', 'user:' || OLD.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER session_change_notify AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION ketoflow_notify_session_change();--> statement-breakpoint
CREATE TRIGGER user_change_notify AFTER UPDATE OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION ketoflow_notify_user_change();
