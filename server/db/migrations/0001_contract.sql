CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "write_checks" (
	"id" smallint PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_flag_check";--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_flag_check" CHECK ("leads"."flag" is null or "leads"."flag" in ('honeypot', 'too-fast', 'no-token', 'bad-token'));