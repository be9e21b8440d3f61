ALTER TABLE "users" ADD COLUMN "sso_issuer" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sso_subject" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sso_refresh_token" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sso_id_token" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sso_signed_in_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "users_sso_subject_idx" ON "users" USING btree ("sso_issuer","sso_subject");