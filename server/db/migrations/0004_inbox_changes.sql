-- A lead that filled the honeypot is in the spam view from the start (product rule D22).
UPDATE "leads" SET "status" = 'spam' WHERE "flag" = 'honeypot';
--> statement-breakpoint
-- Every change to a lead, whoever makes it (a visitor, a colleague, the notifier, another server),
-- is announced on the channel `inbox`, which the open inboxes follow (server/inbox/live.ts).
CREATE FUNCTION "inbox_announce"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'leads' THEN
    IF TG_OP = 'INSERT' THEN
      PERFORM pg_notify('inbox', json_build_object('type', 'lead.created', 'id', NEW.id)::text);
    ELSIF TG_OP = 'UPDATE' THEN
      PERFORM pg_notify('inbox', json_build_object('type', 'lead.changed', 'id', NEW.id)::text);
    ELSE
      PERFORM pg_notify('inbox', json_build_object('type', 'lead.erased', 'id', OLD.id)::text);
    END IF;
  ELSIF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('inbox', json_build_object('type', 'lead.changed', 'id', NEW.lead_id)::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "leads_announce" AFTER INSERT OR UPDATE OR DELETE ON "leads"
  FOR EACH ROW EXECUTE FUNCTION "inbox_announce"();
--> statement-breakpoint
CREATE TRIGGER "lead_events_announce" AFTER INSERT ON "lead_events"
  FOR EACH ROW EXECUTE FUNCTION "inbox_announce"();
--> statement-breakpoint
CREATE TRIGGER "outbox_announce" AFTER UPDATE OF "status" ON "outbox"
  FOR EACH ROW EXECUTE FUNCTION "inbox_announce"();
--> statement-breakpoint
-- A lead arrives unread for everyone on the staff.
CREATE FUNCTION "inbox_unread_for_staff"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "lead_unreads" ("lead_id", "staff_id") SELECT NEW.id, "staff"."id" FROM "staff";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "leads_unread_for_staff" AFTER INSERT ON "leads"
  FOR EACH ROW EXECUTE FUNCTION "inbox_unread_for_staff"();
