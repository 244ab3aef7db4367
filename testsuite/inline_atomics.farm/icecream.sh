#!/bin/sh
# icecream.sh -- liburcu built with the plugin on an icecream farm of
# this machine: a scheduler and two remote iceccd daemons, each in a
# network namespace of its own, joined by a bridge that reaches nothing
# else.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: icecream.sh --cc CC --plugin-dir DIR --srcdir TOP --work DIR
#                    [--cpus "max cortex-a57"]
#
#   CC          the AArch64 cross compiler (aarch64-linux-gnu-gcc-12)
#   DIR         the build tree's plugin/: inline_atomics.so, its
#               inline_atomics-impl.so and inline-atomics-uninstalled.specs
#   TOP         the source tree (for realcode/realcode-lib.sh)
#
# Prints one DejaGnu-style line per check (PASS:, FAIL:, UNSUPPORTED:),
# which farm.exp reports.
#
# How a job reaches a remote daemon with the plugin.  icecream's client
# sends the file of -fplugin=FILE with the job (client/arg.cpp), but our
# FILE is the loader, which opens inline_atomics-impl.so from its own
# directory; and a -specs= file, and the plugin it names, it does not
# send at all.  So the compiler environment that icecc-create-env makes
# carries all three (--addfile), at their own paths, as an environment
# carries the compiler itself: the remote daemon runs the compiler in
# that environment, where the files are exactly where the local ones are.
#
# The builds, in one directory in turn so that the debug information
# names the same paths, with -g -O2 -gno-record-gcc-switches (icecream
# adds options of its own to the remote command line, which GCC would
# otherwise record in every object):
#   local, -fplugin=FILE     the reference
#   icecc, -specs=inline-atomics-uninstalled.specs
#                            must have remote jobs and the reference's
#                            objects byte for byte: the specs file is
#                            -fplugin=FILE, and a farm carries both
#   icecc, -fplugin=FILE     remote jobs, the reference's objects, no
#                            helper call, and liburcu's tests pass on
#                            every CPU
# One local build serves both: a local -specs= build was a fourth build
# of liburcu, a fifth of the test's time (.ci/run of 1696057: 202 of
# the farm's 1025 s), and its objects were the local -fplugin= build's,
# byte for byte; the specs build through icecc is now held to those.
# The network namespaces and every process started are removed by
# process id when the script ends, however it ends.

set -u
me=icecream.sh
cc= plugin_dir= top= work= cpus="max cortex-a57"
while [ $# -gt 0 ]; do
  case $1 in
    --cc) cc=$2; shift 2 ;;
    --plugin-dir) plugin_dir=$2; shift 2 ;;
    --srcdir) top=$2; shift 2 ;;
    --work) work=$2; shift 2 ;;
    --cpus) cpus=$2; shift 2 ;;
    --inside) inside=1 ns=$2; shift 2 ;;
    *) echo "FAIL: farm: $me: unknown argument '$1'"; exit 1 ;;
  esac
done
inside=${inside:-}
ns=${ns:-ia-ice-$$}

unsupported () {
  echo "UNSUPPORTED: farm/icecream: $*"
  exit 0
}
pass () { echo "PASS: farm/icecream: $*"; }
fail () { echo "FAIL: farm/icecream: $*"; }
check () {
  if [ "$1" -eq 0 ]; then pass "$2"; else fail "$2"; fi
}

if [ -z "$inside" ]; then
  # --- Outside: what needs this machine's network and file system, then
  # the namespaces, then the rest inside the first of them.
  case $(uname -m) in
    aarch64*) unsupported "the farm test is written for a cross compiler" ;;
  esac
  for t in icecc icecc-scheduler iceccd icecc-create-env ip; do
    command -v $t >/dev/null 2>&1 ||
      unsupported "$t is not installed (scripts/install-deps installs icecc and iproute2)"
  done
  [ "$(id -u)" -eq 0 ] ||
    unsupported "the daemons and the network namespaces need root"
  for f in inline_atomics.so inline_atomics-impl.so inline-atomics-uninstalled.specs; do
    [ -f "$plugin_dir/$f" ] || { fail "the plugin's $f is built"; exit 1; }
  done
  rm -rf "$work"
  mkdir -p "$work"
  chmod 1777 "$work"       # the scheduler runs as user icecc
  cleanup () {
    for p in "$work"/*.pid; do
      [ -f "$p" ] && kill "$(cat "$p")" 2>/dev/null
    done
    for i in 0 1 2; do
      ip netns del $ns-$i 2>/dev/null
    done
  }
  trap cleanup EXIT
  trap 'exit 1' INT TERM HUP

  # The environment: the compiler, its assembler and libraries, and the
  # plugin's three files at the paths the compilations name (the
  # build tree's plugin/, whose .so files are links into libtool's
  # .libs: icecc-create-env stores a link's target under the link's
  # name, and the loader looks for the plugin proper next to the path
  # it was loaded by).
  plugin_dir=$(cd "$plugin_dir" && pwd)
  loader=$plugin_dir/inline_atomics.so
  impl=$plugin_dir/inline_atomics-impl.so
  specs=$plugin_dir/inline-atomics-uninstalled.specs
  ( cd "$work" && icecc-create-env "$(command -v "$cc")" --addfile "$loader" \
      --addfile "$impl" --addfile "$specs" ) >"$work/create-env.log" 2>&1
  env=$(sed -n 's/^creating \(.*\.tar\.[a-z]*\)$/\1/p' "$work/create-env.log")
  [ -n "$env" ] && [ -f "$work/$env" ]
  check $? "icecc-create-env $cc --addfile <the plugin's files>"
  [ -f "$work/$env" ] || exit 1
  # And one without them, as a farm would have that nobody told.
  mkdir -p "$work/bare"
  ( cd "$work/bare" && icecc-create-env "$(command -v "$cc")" ) \
    >"$work/bare/create-env.log" 2>&1

  # liburcu, from this machine's Debian release.
  me=farm/icecream workdir=$work/real jobs=2
  . "$top/realcode/realcode-lib.sh"
  ( fetch liburcu ) >"$work/fetch.log" 2>&1 ||
    unsupported "the liburcu source package cannot be downloaded (see $work/fetch.log)"

  # Three namespaces: ns-0 (10.251.0.1, the bridge) has the scheduler,
  # the local daemon and the builds; ns-1 and ns-2 a remote daemon each.
  {
    for i in 0 1 2; do
      ip netns add $ns-$i && ip -n $ns-$i link set lo up || exit 1
    done
    ip -n $ns-0 link add br0 type bridge &&
      ip -n $ns-0 addr add 10.251.0.1/24 dev br0 &&
      ip -n $ns-0 link set br0 up || exit 1
    for i in 1 2; do
      ip link add v${i}a netns $ns-0 type veth peer name v${i}b netns $ns-$i &&
        ip -n $ns-0 link set v${i}a master br0 up &&
        ip -n $ns-$i addr add 10.251.0.$((i + 1))/24 dev v${i}b &&
        ip -n $ns-$i link set v${i}b up || exit 1
    done
  } >"$work/netns.log" 2>&1 ||
    unsupported "cannot make network namespaces here (see $work/netns.log)"

  ip netns exec $ns-0 sh "$0" --inside $ns --cc "$cc" --plugin-dir "$plugin_dir" \
    --srcdir "$top" --work "$work" --cpus "$cpus"
  exit $?
fi

# --- Inside ns-0.
loader=$plugin_dir/inline_atomics.so
specs=$plugin_dir/inline-atomics-uninstalled.specs
env=$work/$(sed -n 's/^creating \(.*\.tar\.[a-z]*\)$/\1/p' "$work/create-env.log")

# icecream's own test hooks (its tests/test.sh uses them too): the
# client and each daemon find their unix socket through
# ICECC_TEST_SOCKET instead of the machine's /var/run/icecc, so this
# farm is independent of any iceccd the machine runs.
export ICECC_TESTS=1 ICECC_TEST_SCHEDULER_PORTS=8767:8769
sched=10.251.0.1:8767
icecc-scheduler -p 8767 -l "$work/scheduler.log" -n iafarm -v -v -v &
echo $! >"$work/scheduler.pid"
# start_daemon NAME OPTIONS [PREFIX...]: iceccd NAME with OPTIONS, run
# through PREFIX (ip netns exec NS).
start_daemon () {
  name=$1 options=$2
  shift 2
  "$@" env ICECC_TEST_SOCKET="$work/socket-$name" ICECC_SCHEDULER=$sched \
    iceccd $options -b "$work/envs-$name" -l "$work/$name.log" -n iafarm \
    -N "$name" -u nobody -v -v -v &
  echo $! >"$work/$name.pid"
}
# The builds' own daemon compiles nothing (-m 0) and accepts no job
# from elsewhere, as on a machine that only submits: otherwise the
# scheduler, which counts this machine as a compile host too, would give
# the jobs of a -j2 build to its two free slots.
start_daemon local "--no-remote -m 0"
start_daemon remote1 "-m 2" ip netns exec $ns-1
start_daemon remote2 "-m 2" ip netns exec $ns-2
for i in $(seq 60); do
  [ "$(grep -c ' login ' "$work/scheduler.log" 2>/dev/null)" -ge 3 ] && break
  sleep 0.5
done
n=$(grep -c ' login ' "$work/scheduler.log" 2>/dev/null)
[ "${n:-0}" -ge 3 ]
check $? "the scheduler and three daemons are up (logged in: ${n:-0})"

me=farm/icecream workdir=$work/real host=$($cc -dumpmachine) jobs=2
readelf=$host-readelf qemu=qemu-aarch64 sysroot=/usr/$host timeout=900
. "$top/realcode/realcode-lib.sh"
rc_qemu_run
LIBURCU_CFLAGS="-g -O2 -gno-record-gcc-switches"
export LIBURCU_CFLAGS

# A compile host with no idle CPU reports a load of 1000, and icecream's
# scheduler gives no job to such a host (is_eligible_now in
# scheduler/compileserver.cpp wants load < 1000): it keeps the job
# waiting ("No suitable host found, delaying") for as long as the
# machine stays busy, so on a machine whose every core runs other work
# an icecc build never ends.  watch PID stops the command PID (and its
# descendants, by process id) once the scheduler has been delaying with
# no job started or ended for $stall seconds, and returns 125; else it
# returns PID's status.  The remaining checks are then UNSUPPORTED: the
# farm cannot be tested on a saturated machine.
stall=120
progress () {
  grep -c -E 'handle_local_job|BEGIN: |END ' "$work/scheduler.log"
}
descendants () {
  for child in $(pgrep -P "$1"); do
    descendants "$child"
    echo "$child"
  done
}
watch () {
  last=$(progress) since=$(date +%s)
  while kill -0 "$1" 2>/dev/null; do
    sleep 5
    now=$(progress)
    if [ "$now" != "$last" ]; then
      last=$now since=$(date +%s)
    elif [ $(( $(date +%s) - since )) -ge $stall ] &&
         grep -v -e broadcast -e announcement "$work/scheduler.log" |
           tail -n 2 | grep -q 'No suitable host found, delaying'; then
      kill $(descendants "$1") "$1" 2>/dev/null
      wait "$1"
      stalled=1
      return 125
    fi
  done
  wait "$1"
}
stalled=0
stalled_check () {
  [ $stalled -eq 0 ] ||
    unsupported "the scheduler gave out no job for ${stall}s: every compile host reports no idle CPU (load 1000), and icecream gives a job only to a host with some; run the farm test on a machine that is not saturated"
}

# build NAME WRAPPER FLAGS: liburcu with CC="WRAPPER $cc FLAGS" in the
# one build directory, $work/build; the scheduler's count of jobs done
# on a remote daemon during the build into $remote.  keep NAME moves it
# to $work/NAME afterwards (libtool's wrappers of the test programs name
# the build directory, so a build is tested where it was built).
build () {
  before=$(grep -c 'END .* server=remote' "$work/scheduler.log")
  ( cc="${2:+$2 }$cc"; build_liburcu "$work/build" "$3" ) >"$work/$1.log" 2>&1 &
  watch $!
  status=$?
  stalled_check
  remote=$(( $(grep -c 'END .* server=remote' "$work/scheduler.log") - before ))
  return $status
}
keep () {
  rm -rf "$work/$1"
  mv "$work/build" "$work/$1"
}
export ICECC_VERSION=$env ICECC_TEST_SOCKET=$work/socket-local

# same A B: the objects of build A are those of build B, byte for byte.
same () {
  n=0 diff=
  for o in $(cd "$work/$1" && find . -name '*.o' | sort); do
    n=$((n + 1))
    cmp -s "$work/$1/$o" "$work/$2/$o" || diff="$diff $o"
  done
  echo "$n objects${diff:+, differing:$diff}"
  [ -z "$diff" ] && [ $n -gt 0 ]
}

build local-plugin "" "-fplugin=$loader"
check $? "local build, -fplugin=<build>/plugin/inline_atomics.so"
keep local-plugin
for kind in specs plugin; do
  case $kind in
    plugin) flags="-fplugin=$loader" label="-fplugin=<build>/plugin/inline_atomics.so" ;;
    specs) flags="-specs=$specs" label="-specs=<build>/plugin/inline-atomics-uninstalled.specs" ;;
  esac
  build icecc-$kind icecc "$flags"
  check $? "icecc build, $label"
  [ $remote -gt 0 ]
  check $? "icecc build, $label: $remote compile jobs ran on the remote daemons"
  result=$(same local-plugin build)
  check $? "icecc build, $label: the objects of the local -fplugin= build ($result)"
  [ $kind = plugin ] || keep icecc-$kind
done

# With an environment that lacks the plugin's files, the remote
# compiler cannot load the plugin, and icecream compiles the job again
# on this machine: the object is right, the job is not distributed.
printf '%s\n' 'int counter;' \
  'int incr (void) { return __atomic_fetch_add (&counter, 1, __ATOMIC_RELAXED); }' \
  >"$work/incr.c"
before=$(grep -c 'END .* server=remote' "$work/scheduler.log")
failed=$(grep -c 'END [0-9]* status=[1-9]' "$work/scheduler.log")
ICECC_VERSION=$work/bare/$(sed -n 's/^creating \(.*\.tar\.[a-z]*\)$/\1/p' "$work/bare/create-env.log") \
  icecc "$cc" -O2 -fplugin="$loader" -c "$work/incr.c" -o "$work/bare.o" \
  >"$work/bare.log" 2>&1 &
watch $!
status=$?
stalled_check
remote=$(( $(grep -c 'END .* server=remote' "$work/scheduler.log") - before ))
failed=$(( $(grep -c 'END [0-9]* status=[1-9]' "$work/scheduler.log") - failed ))
inlined=no
"$host-objdump" -d "$work/bare.o" 2>/dev/null | grep -q 'ldadd' &&
  ! "$host-objdump" -d "$work/bare.o" | grep -q '__aarch64_ldadd' &&
  inlined=yes
[ $status -eq 0 ] && [ $inlined = yes ] && [ $remote -eq 0 ] && [ $failed -ge 1 ]
check $? "an environment without the plugin's files: the remote job fails ($failed), the object is compiled here, with the plugin ($remote remote)"

# The -fplugin build of the farm stays in $work/build.  No helper call
# in its libraries.
calls=$(for so in "$work"/build/src/.libs/liburcu*.so; do
          "$host-objdump" -d "$so"
        done | grep -c -E 'bl?[[:space:]]+[0-9a-f]+ <__aarch64_(cas|swp|ld(add|clr|eor|set))')
libs=$(ls "$work"/build/src/.libs/liburcu*.so 2>/dev/null | wc -l)
[ "$calls" -eq 0 ] && [ "$libs" -gt 0 ]
check $? "icecc build: no helper call in its $libs libraries ($calls)"

# liburcu's tests of the farm's build, on each CPU.
for cpu in $cpus; do
  QEMU_CPU=$cpu test_liburcu "$work/build" "$work/tests-$cpu"
  total=$(wc -l <"$work/tests-$cpu")
  passed=$(grep -c ' PASS$' "$work/tests-$cpu")
  [ "$total" -gt 0 ] && [ "$passed" -eq "$total" ]
  check $? "icecc build: liburcu's tests on -cpu $cpu ($passed of $total pass)"
done
exit 0
