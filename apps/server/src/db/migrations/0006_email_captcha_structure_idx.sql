CREATE TABLE "captcha_uses" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "captcha_uses_expires_idx" ON "captcha_uses" USING btree ("expires_at");--> statement-breakpoint
-- Hand-written around drizzle's statement: an installation whose accounts already share an
-- e-mail address (compared without case) would fail here, so the unique index is created only
-- when there are none; otherwise a NOTICE says so and the application's own check still refuses
-- new duplicates. Once the duplicates are fixed, run the CREATE UNIQUE INDEX below by hand.
DO $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "users" WHERE "email" <> '' GROUP BY lower("email") HAVING count(*) > 1
  ) THEN
    RAISE NOTICE 'users_email_lower_idx not created: several accounts share an e-mail address';
  ELSE
    CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email")) WHERE "users"."email" <> '';
  END IF;
END
$$;--> statement-breakpoint
CREATE INDEX "registrations_structure_idx" ON "registrations" USING btree ("structure_id");