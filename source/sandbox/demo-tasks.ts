// The demo plan's tasks, their deadlines relative to today, some moved from the original.
import { addDays } from '../domain/dates.js';
import { TASKS } from './demo-plan.js';
import { inArea, seedEntry, type DemoPlan, type DemoSeeder } from './demo-seeder.js';

export function seedTasks(seeder: DemoSeeder, plan: DemoPlan): void {
  const { today } = seeder;
  TASKS.forEach((seed, index) => {
    const objective = seedEntry(plan.objectives, seed.objective);
    const deadline = addDays(today, seed.deadlineInDays);
    seeder.add(
      'task',
      {
        ...inArea(plan.areas.find((a) => a.id === objective.area_id) ?? plan.oldArea, plan.companyId),
        objective_id: objective.id as number,
        name: seed.name,
        description: '',
        status: seed.status,
        deadline,
        original_deadline: index % 4 === 0 ? addDays(deadline, -14) : deadline,
        responsible_id: seed.responsible,
        feeling: seed.feeling,
        reminder: true,
        show_on_parent: false,
        tsk_pos: TASKS.slice(0, index).filter((t) => t.objective === seed.objective).length + 1,
        lane_pos: 0,
        creator_id: 1,
        visible_days: 110,
        hidden: false,
      },
      addDays(today, Math.min(seed.deadlineInDays, 0) - 30),
    );
  });
}
