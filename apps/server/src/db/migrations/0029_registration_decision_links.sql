CREATE TABLE "registration_decision_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registration_decision_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"registration_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"step" text NOT NULL,
	"expected_status" "registration_status" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_decision_links_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "registration_history" ADD COLUMN "via_mail_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_decision_links" ADD CONSTRAINT "registration_decision_links_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_decision_links" ADD CONSTRAINT "registration_decision_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_decision_links_registration_idx" ON "registration_decision_links" USING btree ("registration_id");