ALTER TABLE "auth_tokens" ADD COLUMN "profile_code" "profile_code";--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "impersonator_id" integer;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "impersonator_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "session_history" ADD COLUMN "impersonator_id" integer;--> statement-breakpoint
ALTER TABLE "registration_history" ADD COLUMN "impersonator_id" integer;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_history" ADD CONSTRAINT "session_history_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_history" ADD CONSTRAINT "registration_history_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;