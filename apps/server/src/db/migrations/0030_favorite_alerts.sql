CREATE TYPE "public"."favorite_alert_kind" AS ENUM('NEW_SESSION', 'SEATS_RELEASED');--> statement-breakpoint
CREATE TABLE "favorite_alert_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_alert_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"mailed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_alerts" (
	"user_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"kind" "favorite_alert_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_alerts_user_id_session_id_kind_pk" PRIMARY KEY("user_id","session_id","kind")
);
--> statement-breakpoint
ALTER TABLE "favorite_alert_links" ADD CONSTRAINT "favorite_alert_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_alert_settings" ADD CONSTRAINT "favorite_alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_alerts" ADD CONSTRAINT "favorite_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_alerts" ADD CONSTRAINT "favorite_alerts_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_alert_links_user_idx" ON "favorite_alert_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "favorite_alert_links_expires_idx" ON "favorite_alert_links" USING btree ("expires_at");--> statement-breakpoint
-- Decision 078: a session published (created published, or published later) to come is waiting
-- to be announced to everyone who has a favourite of another session of its action and has not
-- turned the alerts off, in the transaction that publishes it, whatever code writes it. The mail
-- leaves later (the favorite-alerts timed task), after checking it again.
CREATE FUNCTION "favorite_alerts_on_publish"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."published" AND (TG_OP = 'INSERT' OR NOT OLD."published") AND NEW."start_date" > now() THEN
    INSERT INTO "favorite_alerts" ("user_id", "session_id", "kind")
    SELECT DISTINCT f."user_id", NEW."id", 'NEW_SESSION'::"favorite_alert_kind"
    FROM "favorites" f
    JOIN "sessions" s ON s."id" = f."session_id"
    WHERE s."action_id" = NEW."action_id" AND s."id" <> NEW."id"
      AND NOT EXISTS (
        SELECT 1 FROM "favorite_alert_settings" a WHERE a."user_id" = f."user_id" AND NOT a."enabled"
      )
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_favorite_alerts" AFTER INSERT OR UPDATE OF "published" ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "favorite_alerts_on_publish"();
