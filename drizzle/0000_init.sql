CREATE TABLE `cat_photos` (
	`id` text PRIMARY KEY NOT NULL,
	`cat_id` text NOT NULL,
	`position` integer NOT NULL,
	`file` text NOT NULL,
	`thumb` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`cat_id`) REFERENCES `cats`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cat_photos_cat_position_unique` ON `cat_photos` (`cat_id`,`position`);--> statement-breakpoint
CREATE TABLE `cats` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`health` text DEFAULT 'Regular' NOT NULL,
	`color` text DEFAULT '' NOT NULL,
	`estimated_age` text DEFAULT 'Desconhecido' NOT NULL,
	`gender` text DEFAULT 'Desconhecido' NOT NULL,
	`is_sterilized` integer DEFAULT false NOT NULL,
	`is_vaccinated` integer DEFAULT false NOT NULL,
	`personality_traits` text DEFAULT '[]' NOT NULL,
	`needs` text DEFAULT '[]' NOT NULL,
	`needs_description` text DEFAULT '' NOT NULL,
	`lat` real NOT NULL,
	`lng` real NOT NULL,
	`public_lat` real NOT NULL,
	`public_lng` real NOT NULL,
	`cell` integer NOT NULL,
	`public_cell` integer NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'Ativo' NOT NULL,
	`last_check_in` integer,
	`total_check_ins` integer DEFAULT 0 NOT NULL,
	`discovered_by_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`discovered_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `cats_cell_idx` ON `cats` (`status`,`cell`,`lat`,`lng`,`id`);--> statement-breakpoint
CREATE INDEX `cats_public_cell_idx` ON `cats` (`status`,`public_cell`,`public_lat`,`public_lng`,`id`);--> statement-breakpoint
CREATE INDEX `cats_status_updated_idx` ON `cats` (`status`,`updated_at`);--> statement-breakpoint
CREATE INDEX `cats_discovered_by_idx` ON `cats` (`discovered_by_id`);--> statement-breakpoint
CREATE TABLE `checkin_photos` (
	`id` text PRIMARY KEY NOT NULL,
	`checkin_id` text NOT NULL,
	`position` integer NOT NULL,
	`file` text NOT NULL,
	`thumb` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`checkin_id`) REFERENCES `checkins`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `checkin_photos_checkin_position_unique` ON `checkin_photos` (`checkin_id`,`position`);--> statement-breakpoint
CREATE TABLE `checkins` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`cat_id` text,
	`cat_name` text NOT NULL,
	`actions` text NOT NULL,
	`actions_description` text DEFAULT '' NOT NULL,
	`health_status` text NOT NULL,
	`previous_health` text NOT NULL,
	`needs` text DEFAULT '[]' NOT NULL,
	`needs_description` text DEFAULT '' NOT NULL,
	`lat` real NOT NULL,
	`lng` real NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`distance` real NOT NULL,
	`points_earned` integer DEFAULT 0 NOT NULL,
	`bonus_details` text DEFAULT '[]' NOT NULL,
	`day` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`cat_id`) REFERENCES `cats`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `checkins_user_created_idx` ON `checkins` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `checkins_cat_created_idx` ON `checkins` (`cat_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `checkins_user_cat_created_idx` ON `checkins` (`user_id`,`cat_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `favorites` (
	`user_id` text NOT NULL,
	`cat_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `cat_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cat_id`) REFERENCES `cats`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `favorites_cat_idx` ON `favorites` (`cat_id`);--> statement-breakpoint
CREATE TABLE `points_ledger` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`points` integer NOT NULL,
	`reason` text NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`checkin_id` text,
	`cat_id` text,
	`day` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`checkin_id`) REFERENCES `checkins`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `points_ledger_user_day_idx` ON `points_ledger` (`user_id`,`day`);--> statement-breakpoint
CREATE INDEX `points_ledger_checkin_idx` ON `points_ledger` (`checkin_id`);--> statement-breakpoint
CREATE TABLE `points_totals` (
	`period` text NOT NULL,
	`user_id` text NOT NULL,
	`points` integer NOT NULL,
	PRIMARY KEY(`period`, `user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `points_totals_rank_idx` ON `points_totals` (`period`,`points`);--> statement-breakpoint
CREATE TABLE `user_achievements` (
	`user_id` text NOT NULL,
	`achievement_id` text NOT NULL,
	`unlocked_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `achievement_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text,
	`password_hash` text,
	`google_id` text,
	`name` text NOT NULL,
	`bio` text DEFAULT '' NOT NULL,
	`profile_picture` text DEFAULT '' NOT NULL,
	`points` integer DEFAULT 0 NOT NULL,
	`level` integer DEFAULT 1 NOT NULL,
	`check_ins_count` integer DEFAULT 0 NOT NULL,
	`total_cats_helped` integer DEFAULT 0 NOT NULL,
	`cats_registered` integer DEFAULT 0 NOT NULL,
	`vet_visits` integer DEFAULT 0 NOT NULL,
	`neuterings` integer DEFAULT 0 NOT NULL,
	`emergency_check_ins` integer DEFAULT 0 NOT NULL,
	`current_streak` integer DEFAULT 0 NOT NULL,
	`best_streak` integer DEFAULT 0 NOT NULL,
	`last_check_in_day` text,
	`nearby_alerts` integer DEFAULT true NOT NULL,
	`favorite_updates` integer DEFAULT true NOT NULL,
	`achievement_alerts` integer DEFAULT true NOT NULL,
	`notification_radius` integer DEFAULT 5000 NOT NULL,
	`token_version` integer DEFAULT 0 NOT NULL,
	`deleted_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_google_id_unique` ON `users` (`google_id`);--> statement-breakpoint
CREATE INDEX `users_points_idx` ON `users` (`points`);