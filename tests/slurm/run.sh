#!/usr/bin/env bash
# The README's cluster recipes on a real Slurm: Debian's slurm-wlm and munge, started here as a
# one-node cluster on localhost (slurmctld and slurmd, 2 CPUs, memory limits through cgroups),
# running the command lines that `nqueens count 16 --estimate --target T` prints, as printed:
#   1. an `sbatch --array` of shards with journals; one shard is requeued (`scontrol requeue`)
#      while it counts, resumes from its journal, and `nqueens merge` adds the shards up to Q(16);
#   2. an `sbatch` job of 2 MPI ranks (nqueens-mpi under mpirun) whose --mem is the cgroup limit
#      the ranks share: each plans on its half, and the count is Q(16).
# Usage: tests/slurm/run.sh BUILD_DIR WORK_DIR. Exit 0: passed; 1: failed; 77: skipped, with the
# reason (no root, Slurm or munge missing, or a cluster that does not start: the daemons' last
# log lines say why). Every step is logged with its time since the start.
set -uo pipefail

bin=$(cd "$1" && pwd)
mkdir -p "$2" && work=$(cd "$2" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
start=$(date +%s.%N)
log() { printf '[%6.1f s] %s\n' "$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { print b - a }')" "$*"; }
skip() {
  echo "SKIPPED: $*"
  exit 77
}
fail() {
  log "FAILED: $*"
  exit 1
}

[ "$(id -u)" -eq 0 ] || skip "slurmd runs jobs as their users and needs root"
for tool in munged slurmctld slurmd sbatch scontrol squeue sinfo; do
  command -v "$tool" >/dev/null || skip "$tool is missing (scripts/install-deps installs slurm-wlm and munge)"
done
[ -x "$bin/nqueens-mpi" ] && command -v mpirun >/dev/null || skip "nqueens-mpi or mpirun is missing (MPI not found)"

# Q(16) and F(16), as OEIS has them.
read -r q16 f16 < <(awk -F'\t' '$1 == 16 { print $2, $3 }' "$here/../data/counts.tsv")

rm -rf "$work"
mkdir -p "$work"/{state,spool,array,mpi}
chmod 700 "$work"
export SLURM_CONF=$work/slurm.conf
export PATH=$bin:$PATH
# Open MPI as root (containers, CI); the jobs inherit the environment (sbatch --export=ALL).
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
node=$(hostname -s)

# The cgroups Slurm makes for its node's jobs (slurm_NODE under each v1 hierarchy,
# system.slice/slurmstepd.scope under v2): those not there before are removed at the end.
slurm_cgroups() { ls -d /sys/fs/cgroup/slurm* /sys/fs/cgroup/*/slurm* /sys/fs/cgroup/system.slice/slurmstepd.scope 2>/dev/null; }
cgroups_before=$(slurm_cgroups)
stop_cluster() {
  # The daemons this script started, by their pid files; then the cgroups, empty once the jobs
  # are gone (rmdir leaves any that are not).
  local pid_file cgroup
  for pid_file in "$work/slurmd.pid" "$work/slurmctld.pid" "$work/munged.pid"; do
    [ -s "$pid_file" ] && kill "$(cat "$pid_file")" 2>/dev/null
  done
  sleep 1
  for cgroup in $(slurm_cgroups); do
    grep -qxF "$cgroup" <<<"$cgroups_before" || find "$cgroup" -depth -type d -exec rmdir {} \; 2>/dev/null
  done
  true
}
trap stop_cluster EXIT

# Free ports: nothing answers on them now.
free_port() {
  local port
  while :; do
    port=$((20000 + RANDOM % 40000))
    (echo >"/dev/tcp/127.0.0.1/$port") 2>/dev/null || break
  done
  echo "$port"
}

dd if=/dev/urandom of="$work/munge.key" bs=1024 count=1 status=none
chmod 400 "$work/munge.key"
cat >"$work/slurm.conf" <<EOF
ClusterName=nqueens-test
SlurmctldHost=$node(127.0.0.1)
SlurmctldPort=$(free_port)
SlurmdPort=$(free_port)
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$work/munge.socket
CredType=cred/munge
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
ProctrackType=proctrack/cgroup
TaskPlugin=task/cgroup,task/affinity
JobAcctGatherType=jobacct_gather/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
SchedulerType=sched/builtin
MpiDefault=none
ReturnToService=2
KillWait=10
MinJobAge=600
DefMemPerCPU=256
NodeName=$node NodeAddr=127.0.0.1 CPUs=2 RealMemory=2048 State=UNKNOWN
PartitionName=test Nodes=$node Default=YES MaxTime=INFINITE State=UP
EOF
cat >"$work/cgroup.conf" <<EOF
CgroupPlugin=autodetect
ConstrainCores=yes
ConstrainRAMSpace=yes
EOF

# state JOB: its state as Slurm has it (records of finished jobs stay MinJobAge seconds).
state() { scontrol show job "$1" 2>/dev/null | grep -o 'JobState=[A-Z_]*' | head -n 1 | cut -d= -f2; }
# wait_until SECONDS COMMAND...: polls COMMAND every 0.2 s.
wait_until() {
  local deadline=$(($(date +%s) + $1))
  shift
  until "$@"; do
    [ "$(date +%s)" -lt "$deadline" ] || return 1
    sleep 0.2
  done
}
no_jobs_of() { [ -z "$(squeue -h -j "$1" 2>/dev/null)" ]; }

why_not_started() {
  echo "the one-node cluster did not start: $1"
  for f in munged.log slurmctld.log slurmd.log; do
    [ -f "$work/$f" ] && { echo "--- last lines of $f"; tail -n 5 "$work/$f"; }
  done
}

log "starting munged, slurmctld and slurmd (Slurm $(slurmctld -V | cut -d' ' -f2), cgroup $(stat -fc %T /sys/fs/cgroup))"
munged --force --socket="$work/munge.socket" --key-file="$work/munge.key" --pid-file="$work/munged.pid" \
  --log-file="$work/munged.log" --seed-file="$work/munged.seed" || skip "$(why_not_started "munged failed")"
slurmctld -f "$SLURM_CONF" || skip "$(why_not_started "slurmctld failed")"
slurmd -f "$SLURM_CONF" || skip "$(why_not_started "slurmd failed")"
node_idle() { [ "$(timeout 5 sinfo -h -o %T 2>/dev/null)" = idle ]; }
wait_until 30 node_idle || skip "$(why_not_started "the node is not idle after 30 s")"
log "cluster up: $(sinfo -h -o '%P %D node(s) %c CPUs %m MB %T')"

# The plan: the reference engine on one thread takes about 7 CPU-seconds for n = 16, long enough
# to requeue a shard mid-way. A first estimate (its sample timed in CPU seconds) sets the target
# to two thirds of the time it predicts, so the plan has 2 tasks: both MPI ranks fit the 2 CPUs.
estimate=(nqueens count 16 --engine reference --threads 1 --estimate --sample 1% --quiet)
high=$("${estimate[@]}" --json | grep -o '"wall_seconds":{[^}]*}' | grep -o '"high":[0-9.e+-]*' | cut -d: -f2)
[ -n "$high" ] || fail "no estimate"
target=$(awk -v h="$high" 'BEGIN { printf "%.3f", h / 1.5 }')
log "\$ ${estimate[*]} --target ${target}s"
plan=$("${estimate[@]}" --target "${target}s") || fail "the estimate failed"
echo "$plan" | sed -n '/^to finish/,$p' | grep -v '^warning\|^large\|^(left'
array_line=$(echo "$plan" | grep '^  sbatch --array=' | sed 's/^  //')
merge_line=$(echo "$plan" | grep '^  nqueens merge ' | sed 's/^  //')
mpi_line=$(echo "$plan" | grep '^  sbatch --ntasks=' | sed 's/^  //')
[ -n "$array_line" ] && [ -n "$merge_line" ] && [ -n "$mpi_line" ] || fail "the estimate printed no Slurm lines"

# 1. The array of shards, one of them requeued while it counts.
cd "$work/array" || exit 1
log "\$ $array_line"
submitted=$(eval "$array_line") || fail "sbatch refused the array: $submitted"
echo "$submitted"
job=${submitted##* }
shards=$(echo "$array_line" | sed 's/.*--array=0-\([0-9]*\).*/\1/')
shards=$((shards + 1))
# A shard that is running and has committed units, but not all of them.
counting_shard() {
  local i units
  for i in $(seq 0 $((shards - 1))); do
    [ "$(state "${job}_$i")" = RUNNING ] || continue
    units=$(nqueens journal "q16-$i.db" --json 2>/dev/null | grep -o '"units_done":[0-9]*,"units":[0-9]*')
    [ -n "$units" ] || continue
    local have=${units#*:} total=${units##*:}
    have=${have%%,*}
    if [ "$have" -gt 0 ] && [ "$have" -lt "$total" ]; then
      echo "$i $have $total"
      return 0
    fi
  done
  return 1
}
wait_until 60 counting_shard >/dev/null || fail "no shard of job $job was seen counting"
read -r requeued had total < <(counting_shard)
log "\$ scontrol requeue ${job}_$requeued    (shard $requeued/$shards has $had of its $total units in its journal)"
scontrol requeue "${job}_$requeued" || fail "scontrol requeue failed"
# Slurm holds a requeued job for two minutes (its BeginTime) before it may start again; the test
# lets it go at once.
wait_until 30 eval '[ "$(state "${job}_$requeued")" = PENDING ]' || fail "the requeued shard did not return to the queue"
scontrol update JobId="${job}_$requeued" StartTime=now || fail "cannot release the requeued shard"
log "shard $requeued is back in the queue: $(scontrol show job "${job}_$requeued" | grep -o 'Restarts=[0-9]*')"
wait_until 150 no_jobs_of "$job" || fail "the array did not finish in 150 s"
for i in $(seq 0 $((shards - 1))); do
  [ "$(state "${job}_$i")" = COMPLETED ] || fail "shard $i ended $(state "${job}_$i"): $(tail -n 3 "slurm-${job}_$i.out")"
done
log "array job $job completed: $shards shards"
grep -h 'PARTIAL\|units resumed\|memory budget\|CANCELLED' "slurm-${job}_$requeued.out" | sed 's/^/  shard log: /'
grep -q '^PARTIAL (interrupted)' "slurm-${job}_$requeued.out" ||
  fail "the requeued shard did not stop on Slurm's SIGTERM and print its partial count"
runs=$(nqueens journal "q16-$requeued.db" --json | grep -o '"runs":[0-9]*' | cut -d: -f2)
[ "$runs" = 2 ] || fail "the requeued shard's journal holds $runs runs, not 2"
resumed=$(grep -o 'units resumed from the journal: [0-9]*' "slurm-${job}_$requeued.out" | tail -n 1 | grep -o '[0-9]*$')
[ "${resumed:-0}" -ge "$had" ] || fail "the requeued shard resumed ${resumed:-no} units, fewer than the $had it had"
log "\$ $merge_line"
merged=$(eval "$merge_line") || fail "merge failed: $merged"
echo "$merged" | sed 's/^/  /'
echo "$merged" | grep -qx "solutions: $q16" || fail "the merged count is not Q(16) = $q16"
echo "$merged" | grep -qx "fundamental: $f16" || fail "the merged fundamental count is not $f16"
log "merged: Q(16) = $q16, fundamental $f16, as OEIS has them"

# 2. The MPI job: its ranks share the node's cgroup limit.
cd "$work/mpi" || exit 1
log "\$ $mpi_line"
submitted=$(eval "$mpi_line") || fail "sbatch refused the MPI job: $submitted"
echo "$submitted"
mpi_job=${submitted##* }
wait_until 120 no_jobs_of "$mpi_job" || fail "the MPI job did not finish in 120 s"
output=$(cat "slurm-$mpi_job.out")
[ "$(state "$mpi_job")" = COMPLETED ] || fail "the MPI job ended $(state "$mpi_job"): $output"
echo "$output" | grep -v '^count 16:' | sed 's/^/  /'
ranks=$(echo "$mpi_line" | sed 's/.*--ntasks=\([0-9]*\).*/\1/')
per_cpu=$(echo "$mpi_line" | sed 's/.*--mem-per-cpu=\([0-9]*\)M.*/\1/')
# Each rank's budget: its share of what the limit (ranks × --mem-per-cpu) allows (count.hpp).
budget=$(awk -v r="$ranks" -v m="$per_cpu" 'BEGIN { l = r * m; b = (l - 64) * 3 / 4; if (l / 4 > b) b = l / 4; print b / r }')
limit=$(scontrol show job "$mpi_job" | grep -o 'mem=[0-9]*M' | head -n 1)
echo "$output" | grep -qx "solutions: $q16" || fail "the MPI job's count is not Q(16) = $q16"
echo "$output" | grep -q "^MPI ranks: $ranks\$" || fail "the MPI job did not run on $ranks ranks"
printf -v expected 'memory budget: %.1f MiB on rank 0' "$budget"
echo "$output" | grep -q "$expected" || fail "the ranks did not plan on their share of the cgroup's $limit: no '$expected'"
log "MPI job $mpi_job completed: Q(16) on $ranks ranks, each within its share of the job's $limit ($expected)"
log "passed"
