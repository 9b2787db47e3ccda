CREATE TABLE `colony_feeding` (
	`colony_id` text PRIMARY KEY NOT NULL,
	`limit_hours` integer NOT NULL,
	`unfed_alerted_since` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`colony_id`) REFERENCES `colonies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `rota_outcomes` (
	`shift_id` text NOT NULL,
	`day` text NOT NULL,
	`missed` integer NOT NULL,
	`judged_at` integer NOT NULL,
	PRIMARY KEY(`shift_id`, `day`),
	FOREIGN KEY (`shift_id`) REFERENCES `rota_shifts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `rota_shifts` (
	`id` text PRIMARY KEY NOT NULL,
	`colony_id` text NOT NULL,
	`weekday` integer NOT NULL,
	`start_minute` integer NOT NULL,
	`end_minute` integer NOT NULL,
	`created_by_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`colony_id`) REFERENCES `colonies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `rota_shifts_colony_idx` ON `rota_shifts` (`colony_id`,`weekday`,`start_minute`);--> statement-breakpoint
CREATE TABLE `rota_signups` (
	`shift_id` text NOT NULL,
	`user_id` text NOT NULL,
	`signed_at` integer NOT NULL,
	PRIMARY KEY(`shift_id`, `user_id`),
	FOREIGN KEY (`shift_id`) REFERENCES `rota_shifts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `rota_signups_user_idx` ON `rota_signups` (`user_id`);