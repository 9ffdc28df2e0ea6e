-- Accounts and invite codes stay unique across organisations in `held_names`, which finds the
-- organisation of the name typed at sign-in or on the join page; the organisations' own tables keep
-- them unique within the organisation (docs/deploy.md "Scaling out with Citus").
CREATE TABLE "held_names" (
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"org_id" uuid NOT NULL,
	CONSTRAINT "held_names_kind_name_pk" PRIMARY KEY("kind","name")
);
--> statement-breakpoint
DROP INDEX "users_account_key";--> statement-breakpoint
DROP INDEX "invite_codes_code_key";--> statement-breakpoint
INSERT INTO "held_names" ("kind", "name", "org_id") SELECT 'account', "account", "org_id" FROM "users";--> statement-breakpoint
INSERT INTO "held_names" ("kind", "name", "org_id") SELECT 'invite', "code", "org_id" FROM "invite_codes";--> statement-breakpoint
ALTER TABLE "held_names" ADD CONSTRAINT "held_names_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "held_names_org_id_idx" ON "held_names" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_key" ON "users" USING btree ("org_id","account");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_codes_code_key" ON "invite_codes" USING btree ("org_id","code");